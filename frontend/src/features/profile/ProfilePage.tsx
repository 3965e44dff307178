import { PageScaffold } from '@valuation/design-system';

/** Placeholder until its own issue builds the page. */
export function ProfilePage() {
  return <PageScaffold title="Profile Settings" />;
}
