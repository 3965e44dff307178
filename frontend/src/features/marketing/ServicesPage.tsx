import { PageScaffold } from '@valuation/design-system';

/** Placeholder until its own issue builds the page. */
export function ServicesPage() {
  return <PageScaffold title="Our Services" />;
}
