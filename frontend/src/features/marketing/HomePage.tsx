import { PageScaffold } from '@valuation/design-system';

/** Placeholder until its own issue builds the page. */
export function HomePage() {
  return <PageScaffold title="Expert Valuations for Luxury Items" />;
}
