import { BRAND_NAME } from '@valuation/design-system';

/** "Sign In | Luxe Valuations"; the brand alone without a page title. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} | ${BRAND_NAME}` : BRAND_NAME;
}
