import { PageScaffold } from '@valuation/design-system';

/** Placeholder until its own issue builds the page. */
export function AboutPage() {
  return <PageScaffold title="About Us" />;
}
