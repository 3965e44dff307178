import type { NavigateFunction } from 'react-router-dom';
import { ROUTES, routePath } from '@valuation/contracts';

/**
 * Goes to the payment page with the request's page beneath it in the history, so Back from the
 * payment page lands on /valuations/:id. The built-in page (/pay/…) goes through the router;
 * Stripe Checkout (another origin) through the browser.
 */
export async function goToCheckout(
  navigate: NavigateFunction,
  valuationId: string,
  checkoutUrl: string,
): Promise<void> {
  const requestPage = routePath(ROUTES.valuationRequest, { id: valuationId });
  const url = new URL(checkoutUrl, window.location.origin);
  // From the wizard this replaces /valuation; from the request's page it changes nothing.
  await navigate(requestPage, { replace: true });
  if (url.origin === window.location.origin) {
    await navigate(`${url.pathname}${url.search}${url.hash}`);
  } else {
    window.location.assign(url.href);
  }
}
