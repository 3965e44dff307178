import { CookiesScreen } from '@valuation/design-system';

/** /cookies in the site shell: a static page. */
export function CookiesPage() {
  return <CookiesScreen />;
}
