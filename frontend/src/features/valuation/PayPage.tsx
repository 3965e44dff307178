import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ROUTES, routePath, type TestPaymentRequest } from '@valuation/contracts';
import { TestPaymentScreen } from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { useToast } from '../../lib/useToast';
import { useGetTestCheckoutQuery, usePayTestCheckoutMutation } from './api';

export const PAYMENT_LOAD_FAILED = 'This payment could not be loaded.';
export const PAYMENT_FAILED = 'The payment could not be completed. Please try again.';
export const PAYMENT_SUCCESS = 'Payment received. Thank you.';

/** /pay/:checkoutId (docs/product.md §2.19): the built-in test payment page. */
export function PayPage() {
  const { checkoutId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { data: checkout, error } = useGetTestCheckoutQuery(checkoutId);
  const [pay, { isLoading }] = usePayTestCheckoutMutation();
  const [errorMessage, setErrorMessage] = useState<string>();

  const onPay = async (card: TestPaymentRequest) => {
    setErrorMessage(undefined);
    try {
      const paid = await pay({ checkoutId, card }).unwrap();
      toast.success(PAYMENT_SUCCESS);
      await navigate(
        'visit' in paid
          ? routePath(ROUTES.visit, { id: paid.visit.id })
          : routePath(ROUTES.valuationRequest, { id: paid.valuation.id }),
        { replace: true },
      );
    } catch (failure) {
      setErrorMessage(getErrorMessage(failure, PAYMENT_FAILED));
    }
  };

  return (
    <TestPaymentScreen
      checkout={checkout}
      loadError={error ? getErrorMessage(error, PAYMENT_LOAD_FAILED) : undefined}
      onPay={onPay}
      paying={isLoading}
      errorMessage={errorMessage}
      requestHref={
        checkout?.visitId
          ? routePath(ROUTES.visit, { id: checkout.visitId })
          : checkout?.valuationId
            ? routePath(ROUTES.valuationRequest, { id: checkout.valuationId })
            : ROUTES.dashboard
      }
    />
  );
}
