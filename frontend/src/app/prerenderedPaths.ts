import { ROUTES } from '@valuation/contracts';

/**
 * The public routes rendered to static HTML at build time (issue 12) and hydrated in the browser:
 * the one list. A public route added here is prerendered by the next build and served as such
 * (the server reads dist/prerendered/manifest.json). Only routes whose first screen is the same for
 * every visitor belong here: signed-in pages are rendered in the browser.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  ROUTES.home,
  ROUTES.about,
  ROUTES.services,
  ROUTES.contact,
  ROUTES.terms,
  ROUTES.privacy,
  ROUTES.cookies,
  ROUTES.login,
  ROUTES.register,
  ROUTES.forgotPassword,
  ROUTES.valuation,
  ROUTES.visitBook,
];
