import type { NavigateFunction } from 'react-router-dom';
import { ROUTES, routePath } from '@valuation/contracts';
import { goToPayment } from '../../lib/checkout';

/** Goes to the payment page of a request, with the request's page beneath it in the history. */
export function goToCheckout(
  navigate: NavigateFunction,
  valuationId: string,
  checkoutUrl: string,
): Promise<void> {
  return goToPayment(
    navigate,
    routePath(ROUTES.valuationRequest, { id: valuationId }),
    checkoutUrl,
  );
}
