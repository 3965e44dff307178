import { useNavigate } from 'react-router-dom';
import { CATALOGUE } from '@valuation/contracts';
import { SignInDialog, VisitBookingScreen } from '@valuation/design-system';
import { useGetCatalogueQuery } from '../../lib/catalogueApi';
import { goToPayment } from '../../lib/checkout';
import { useDialogLoginMutation, useDialogRegisterMutation } from '../../lib/dialogAuthApi';
import { useAppSelector } from '../../lib/hooks';
import { selectCurrentUser } from '../../lib/session';
import { useBookVisitMutation, useVisitCheckoutMutation } from './api';
import { browserStorage } from './bookingDraft';
import { useBookingFlow } from './useBookingFlow';
import { useSlotPicker } from './useVisitSlots';

export { BOOKING_FAILED, VISIT_CHECKOUT_FAILED } from './useBookingFlow';

/**
 * /visits/book inside the app (a client-side navigation from another app page; a first visit
 * gets the site shell's page, site/pages/BookVisitPage.tsx): the booking flow
 * (useBookingFlow.ts) with RTK Query and the router.
 */
export function BookVisitPage({ storage = browserStorage() }: { storage?: Storage | null } = {}) {
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const { data: catalogue = CATALOGUE } = useGetCatalogueQuery();
  const [book] = useBookVisitMutation();
  const [checkout] = useVisitCheckoutMutation();
  const [login, loginState] = useDialogLoginMutation();
  const [register, registerState] = useDialogRegisterMutation();
  const { screen, dialog } = useBookingFlow({
    catalogue,
    signedIn: Boolean(user),
    useSlots: useSlotPicker,
    book: (request) => book(request).unwrap(),
    checkout: (id) => checkout(id).unwrap(),
    signIn: (v) => login({ email: v.email, password: v.password }).unwrap(),
    register: (v) =>
      register({
        email: v.email,
        password: v.password,
        firstName: v.firstName,
        lastName: v.lastName,
      }).unwrap(),
    toPayment: (page, checkoutUrl) => goToPayment(navigate, page, checkoutUrl),
    toPage: (page) => navigate(page, { replace: true }),
    signingIn: loginState.isLoading || registerState.isLoading,
    storage,
  });
  return (
    <>
      <VisitBookingScreen {...screen} />
      <SignInDialog {...dialog} />
    </>
  );
}
