import type { NavigateFunction } from 'react-router-dom';

/**
 * Goes to the payment page with `pagePath` (what is paid for: a request's or a visit's page)
 * beneath it in the history, so Back from the payment page lands there. The built-in page
 * (/pay/…) goes through the router; Stripe Checkout (another origin) through the browser.
 */
export async function goToPayment(
  navigate: NavigateFunction,
  pagePath: string,
  checkoutUrl: string,
): Promise<void> {
  const url = new URL(checkoutUrl, window.location.origin);
  // From a form this replaces the form's page; from the page itself it changes nothing.
  await navigate(pagePath, { replace: true });
  if (url.origin === window.location.origin) {
    await navigate(`${url.pathname}${url.search}${url.hash}`);
  } else {
    window.location.assign(url.href);
  }
}
