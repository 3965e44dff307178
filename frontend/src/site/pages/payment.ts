import { ROUTES, routePath } from '@valuation/contracts';

/**
 * Loads the payment page of request `id` (the app's built-in page, or Stripe's) with the request's
 * page beneath it in the history: the wizard's entry takes the request's address, then the payment
 * page loads (the site shell's counterpart of features/valuation/checkout.ts). Never settles: the
 * page is leaving.
 */
export function loadPayment(id: string, checkoutUrl: string): Promise<void> {
  window.history.replaceState(null, '', routePath(ROUTES.valuationRequest, { id }));
  window.location.assign(new URL(checkoutUrl, window.location.origin).href);
  return new Promise(() => {});
}
