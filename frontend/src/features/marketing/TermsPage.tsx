import { PageScaffold } from '@valuation/design-system';

/** Placeholder until its own issue builds the page. */
export function TermsPage() {
  return <PageScaffold title="Terms and Conditions" />;
}
