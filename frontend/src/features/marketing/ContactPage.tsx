import { PageScaffold } from '@valuation/design-system';

/** Placeholder until its own issue builds the page. */
export function ContactPage() {
  return <PageScaffold title="Contact Us" />;
}
