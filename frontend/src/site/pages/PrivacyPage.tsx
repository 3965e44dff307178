import { PrivacyScreen } from '@valuation/design-system';

/** /privacy in the site shell: a static page. */
export function PrivacyPage() {
  return <PrivacyScreen />;
}
