import { PageScaffold } from '@valuation/design-system';

/** Placeholder until its own issue builds the page. */
export function ChatPage() {
  return <PageScaffold title="Expert Chat" />;
}
