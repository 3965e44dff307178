import { useEffect, useState } from 'react';
import {
  ROUTES,
  routePath,
  type BookVisitRequest,
  type Catalogue,
  type FieldError,
  isBlankAddress,
} from '@valuation/contracts';
import {
  EMPTY_VISIT_BOOKING,
  SIGN_IN_DIALOG_TEXTS,
  type AuthFormValues,
  type SavedContact,
  type SignInDialogProps,
  type VisitBookingScreenProps,
  type VisitBookingValues,
} from '@valuation/design-system';
import { getErrorMessage, isApiError } from '../../lib/apiError';
import { clearBookingDraft, loadBookingDraft, useBookingDraft } from './bookingDraft';
import type { SlotPicker } from './visitSlots';

export const BOOKING_FAILED = 'Your visit could not be booked. Please try again.';
export const VISIT_CHECKOUT_FAILED =
  'Your visit is held, but the payment page could not be opened. Please pay from the visit page.';
const SIGN_IN_FAILED = 'We could not sign you in. Please try again.';

/**
 * What booking a visit does to the world, given by the page that renders the form: the app's
 * (RTK Query and the router, features/visits/BookVisitPage.tsx) or the site shell's (fetch and
 * the document, site/pages/BookVisitPage.tsx).
 */
export interface BookingEffects {
  catalogue: Catalogue;
  signedIn: boolean;
  /** The free times for a visit of `hours` (a hook: the same function on every render). */
  useSlots: (hours: number) => SlotPicker;
  book: (request: BookVisitRequest) => Promise<{ id: string }>;
  checkout: (id: string) => Promise<{ checkoutUrl: string }>;
  /** Sign in or register from the dialog; the session is stored once it resolves. */
  signIn: (values: AuthFormValues) => Promise<unknown>;
  register: (values: AuthFormValues) => Promise<unknown>;
  /** The payment page, with the visit's page `page` beneath it in the history. */
  toPayment: (page: string, checkoutUrl: string) => Promise<void>;
  /** The visit's page in place of the form (the payment page could not be opened). */
  toPage: (page: string) => Promise<void> | void;
  /** The dialog's calls are under way. */
  signingIn?: boolean;
  /** Where the draft is kept (bookingDraft.ts): localStorage in the browser, none in tests. */
  storage: Storage | null;
  /**
   * A signed-in customer's profile phone and address, once known (site/savedContact.ts, as the
   * valuation wizard's): they fill a phone still empty and an address still untouched.
   */
  savedContact?: SavedContact | null;
}

/**
 * The form with the profile's phone and address where it has none (issue 33: "prefill the booking
 * from the profile"), as the wizard does: what the customer typed or a draft restored wins.
 */
export function withSavedContact(
  values: VisitBookingValues,
  saved: SavedContact,
): VisitBookingValues {
  const next = { ...values };
  if (saved.phoneNumber.trim() && !values.phone.trim()) next.phone = saved.phoneNumber;
  const { street, city, state, postalCode } = values;
  if (saved.address && isBlankAddress({ street, city, state, postalCode, country: '' })) {
    next.street = saved.address.street;
    next.city = saved.address.city;
    next.state = saved.address.state;
    next.postalCode = saved.address.postalCode;
    next.country = saved.address.country || values.country;
  }
  return next;
}

/**
 * /visits/book (docs/product.md §2.22): the length, the day and time, the address and the items;
 * a signed-out visitor signs in or registers in the dialog, losing nothing, then the visit is
 * booked and the deposit's payment page opens. Returns the screen's and the dialog's props.
 */
export function useBookingFlow(effects: BookingEffects): {
  screen: VisitBookingScreenProps;
  dialog: SignInDialogProps;
} {
  const { catalogue } = effects;
  const [hours, setHours] = useState(catalogue.homeVisit.minHours + 1);
  const [values, setValues] = useState<VisitBookingValues>(EMPTY_VISIT_BOOKING);
  const [pending, setPending] = useState<BookVisitRequest>();
  const [dialogError, setDialogError] = useState<string>();
  const [submitError, setSubmitError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const slots = effects.useSlots(hours);
  const { storage } = effects;
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
  // The profile's phone and address, once both it and the draft are in (the draft wins).
  const { savedContact } = effects;
  useEffect(() => {
    if (savedContact && drafting) setValues((current) => withSavedContact(current, savedContact));
  }, [savedContact, drafting]);
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
      id = (await effects.book(request)).id;
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
      const { checkoutUrl } = await effects.checkout(id);
      await effects.toPayment(page, checkoutUrl);
    } catch (error) {
      setSubmitError(getErrorMessage(error, VISIT_CHECKOUT_FAILED));
      await effects.toPage(page);
    }
  };

  const submit = async (request: BookVisitRequest) => {
    if (!effects.signedIn) {
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

  return {
    screen: {
      homeVisit: catalogue.homeVisit,
      hours,
      onHoursChange: (next) => {
        setHours(next);
        slots.clearStart();
      },
      picker: slots.picker,
      values,
      onValuesChange: setValues,
      now: new Date(),
      onSubmit: submit,
      submitting: busy,
      submitError,
      fieldErrors,
    },
    dialog: {
      open: Boolean(pending),
      reason: SIGN_IN_DIALOG_TEXTS.visitReason,
      onLogin: (v) => continueAfterSignIn(() => effects.signIn(v)),
      onRegister: (v) => continueAfterSignIn(() => effects.register(v)),
      onClose: () => setPending(undefined),
      submitting: effects.signingIn ?? false,
      errorMessage: dialogError,
    },
  };
}
