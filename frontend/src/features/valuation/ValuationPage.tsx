import { PageScaffold } from '@valuation/design-system';

/** Placeholder until its own issue builds the page. */
export function ValuationPage() {
  return <PageScaffold title="Online Valuation" />;
}
