import { CookiesScreen, PrivacyScreen } from '@valuation/design-system';

/** /privacy inside the app (a signed-in visitor, a client-side navigation). */
export function PrivacyPage() {
  return <PrivacyScreen />;
}

/** /cookies inside the app. */
export function CookiesPage() {
  return <CookiesScreen />;
}
