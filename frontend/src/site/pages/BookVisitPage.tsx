import { useEffect, useMemo, useState } from 'react';
import {
  API,
  type AuthResponse,
  type BookVisitRequest,
  type CheckoutResponse,
  type VisitResponse,
  type VisitSlot,
  type VisitSlotsResponse,
} from '@valuation/contracts';
import { LazySignInDialog, VisitBookingScreen } from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { postJson } from '../../lib/http';
import { fetchWithSession } from '../../lib/session/sessionFetch';
import { browserStorage } from '../../features/visits/bookingDraft';
import { useBookingFlow } from '../../features/visits/useBookingFlow';
import {
  slotCalls,
  slotsByDay,
  SLOTS_FAILED,
  useSlotPickerOver,
  useVisitDays,
  type VisitSlots,
} from '../../features/visits/visitSlots';
import { loadPaymentPage, replaceWith } from '../navigate';
import { useSavedContact } from '../savedContact';
import { signedInOnSite, useSiteUser } from '../session';
import type { SitePageProps } from './types';

interface Fetched {
  key: string;
  slots?: VisitSlot[];
  error?: string;
}

/** The free times of the next 60 days through fetch (the app's page: RTK Query, useVisitSlots.ts). */
function useFetchedSlots(hours: number): VisitSlots {
  const days = useVisitDays();
  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<Fetched>();
  const key = days.length ? `${days[0]}/${hours}/${attempt}` : '';
  useEffect(() => {
    const calls = slotCalls(days, hours);
    if (!calls) return;
    let live = true;
    Promise.all(
      calls.map((query) =>
        fetchWithSession<VisitSlotsResponse>(API.visits.slots, { query: { ...query } }),
      ),
    ).then(
      (answers) => live && setFetched({ key, slots: answers.flatMap((answer) => answer.slots) }),
      (error: unknown) => live && setFetched({ key, error: getErrorMessage(error, SLOTS_FAILED) }),
    );
    return () => {
      live = false;
    };
  }, [days, hours, key]);
  const current = fetched?.key === key ? fetched : undefined;
  const byDay = useMemo(() => slotsByDay(current?.slots ?? []), [current]);
  return {
    days,
    byDay,
    availableDays: new Set(byDay.keys()),
    loading: !current,
    loadError: current?.error,
    retry: () => setAttempt((n) => n + 1),
  };
}

const useFetchedSlotPicker = (hours: number) => useSlotPickerOver(useFetchedSlots(hours));

/** Sign-in or registration from the dialog: the session stored, the shell's navbar signed in. */
async function signInWith(path: string, body: unknown): Promise<void> {
  signedInOnSite(await postJson<AuthResponse>(path, body));
}

/**
 * /visits/book in the site shell (issue 23: a public page, prerendered and fast like the others):
 * the booking flow (features/visits/useBookingFlow.ts) with fetch, the shell's session and the
 * document. A signed-out visitor chooses everything, signs in or registers in the dialog without
 * losing anything, and the deposit's payment page loads with the visit's page beneath it.
 */
export function BookVisitPage({ catalogue }: SitePageProps) {
  const user = useSiteUser();
  const [signingIn, setSigningIn] = useState(false);
  const during = async (call: Promise<void>) => {
    setSigningIn(true);
    try {
      await call;
    } finally {
      setSigningIn(false);
    }
  };
  const savedContact = useSavedContact(user);
  const { screen, dialog } = useBookingFlow({
    catalogue,
    signedIn: Boolean(user),
    savedContact,
    useSlots: useFetchedSlotPicker,
    book: async (request: BookVisitRequest) =>
      (
        await fetchWithSession<VisitResponse>(API.visits.create, {
          method: 'POST',
          body: request,
        })
      ).visit,
    checkout: (id) =>
      fetchWithSession<CheckoutResponse>(API.visits.checkout(id), { method: 'POST' }),
    signIn: (v) => during(signInWith(API.auth.login, { email: v.email, password: v.password })),
    register: (v) =>
      during(
        signInWith(API.auth.register, {
          email: v.email,
          password: v.password,
          firstName: v.firstName,
          lastName: v.lastName,
        }),
      ),
    toPayment: loadPaymentPage,
    toPage: replaceWith,
    signingIn,
    storage: browserStorage(),
  });
  return (
    <>
      <VisitBookingScreen {...screen} />
      {/* Its code loads when it first opens (a signed-out visitor confirming). */}
      <LazySignInDialog {...dialog} />
    </>
  );
}
