import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CATALOGUE,
  ROUTES,
  routePath,
  type BookVisitRequest,
  type FieldError,
} from '@valuation/contracts';
import {
  EMPTY_VISIT_BOOKING,
  SignInDialog,
  VisitBookingScreen,
  type AuthFormValues,
  type VisitBookingValues,
} from '@valuation/design-system';
import { isApiError, getErrorMessage } from '../../lib/apiError';
import { useGetCatalogueQuery } from '../../lib/catalogueApi';
import { goToPayment } from '../../lib/checkout';
import { useDialogLoginMutation, useDialogRegisterMutation } from '../../lib/dialogAuthApi';
import { useAppSelector } from '../../lib/hooks';
import { selectCurrentUser } from '../../lib/session';
import { useBookVisitMutation, useVisitCheckoutMutation } from './api';
import {
  browserStorage,
  clearBookingDraft,
  loadBookingDraft,
  useBookingDraft,
} from './bookingDraft';
import { useSlotPicker } from './useVisitSlots';

export const BOOKING_FAILED = 'Your visit could not be booked. Please try again.';
export const VISIT_CHECKOUT_FAILED =
  'Your visit is held, but the payment page could not be opened. Please pay from the visit page.';
const SIGN_IN_FAILED = 'We could not sign you in. Please try again.';

/**
 * /visits/book (public, prerendered): choose the length, the day and the time, the address and
 * the items; a signed-out visitor signs in or registers in the dialog the valuation wizard uses,
 * losing nothing, and goes on to pay the deposit with the visit's page beneath the payment page.
 */
export function BookVisitPage({ storage = browserStorage() }: { storage?: Storage | null } = {}) {
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const { data: catalogue = CATALOGUE } = useGetCatalogueQuery();
  const [hours, setHours] = useState(catalogue.homeVisit.minHours + 1);
  const [values, setValues] = useState<VisitBookingValues>(EMPTY_VISIT_BOOKING);
  const [pending, setPending] = useState<BookVisitRequest>();
  const [dialogError, setDialogError] = useState<string>();
  const [submitError, setSubmitError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const slots = useSlotPicker(hours);
  const [book] = useBookVisitMutation();
  const [checkout] = useVisitCheckoutMutation();
  const [login, loginState] = useDialogLoginMutation();
  const [register, registerState] = useDialogRegisterMutation();
  // The draft is restored after the first render (the page is prerendered without it), then kept.
  const [drafting, setDrafting] = useState(false);
  useEffect(() => {
    const draft = loadBookingDraft(storage);
    if (draft) {
      setHours(draft.hours);
      setValues(draft.values);
      slots.select(draft.day, draft.start);
    }
    setDrafting(true);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useBookingDraft(
    storage,
    { hours, values, day: slots.picker.selectedDay, start: slots.start },
    drafting,
  );

  const send = async (request: BookVisitRequest) => {
    setBusy(true);
    setSubmitError(undefined);
    setFieldErrors([]);
    let id: string;
    try {
      id = (await book(request).unwrap()).id;
    } catch (error) {
      setSubmitError(getErrorMessage(error, BOOKING_FAILED));
      if (isApiError(error) && error.details) setFieldErrors(error.details);
      if (isApiError(error) && error.status === 409) slots.clearStart();
      setBusy(false);
      return;
    }
    setDrafting(false);
    clearBookingDraft(storage);
    const page = routePath(ROUTES.visit, { id });
    try {
      const { checkoutUrl } = await checkout(id).unwrap();
      await goToPayment(navigate, page, checkoutUrl);
    } catch (error) {
      setSubmitError(getErrorMessage(error, VISIT_CHECKOUT_FAILED));
      await navigate(page, { replace: true });
    }
  };

  const submit = async (request: BookVisitRequest) => {
    if (!user) {
      setDialogError(undefined);
      setPending(request);
      return;
    }
    await send(request);
  };

  const continueAfterSignIn = async (signIn: () => Promise<unknown>) => {
    setDialogError(undefined);
    try {
      await signIn();
    } catch (error) {
      setDialogError(getErrorMessage(error, SIGN_IN_FAILED));
      return;
    }
    const waiting = pending;
    setPending(undefined);
    if (waiting) await send(waiting);
  };

  return (
    <>
      <VisitBookingScreen
        homeVisit={catalogue.homeVisit}
        hours={hours}
        onHoursChange={(next) => {
          setHours(next);
          slots.clearStart();
        }}
        picker={slots.picker}
        values={values}
        onValuesChange={setValues}
        now={new Date()}
        onSubmit={submit}
        submitting={busy}
        submitError={submitError}
        fieldErrors={fieldErrors}
      />
      <SignInDialog
        open={Boolean(pending)}
        onLogin={(v: AuthFormValues) =>
          continueAfterSignIn(() => login({ email: v.email, password: v.password }).unwrap())
        }
        onRegister={(v: AuthFormValues) =>
          continueAfterSignIn(() =>
            register({
              email: v.email,
              password: v.password,
              firstName: v.firstName,
              lastName: v.lastName,
            }).unwrap(),
          )
        }
        onClose={() => setPending(undefined)}
        submitting={loginState.isLoading || registerState.isLoading}
        errorMessage={dialogError}
      />
    </>
  );
}
