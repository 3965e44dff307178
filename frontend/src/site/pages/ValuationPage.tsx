import { useEffect } from 'react';
import {
  API,
  ROUTES,
  type AuthResponse,
  type CheckoutResponse,
  type ValuationResponse,
} from '@valuation/contracts';
import { LazySignInDialog, ValuationWizardScreen } from '@valuation/design-system';
import { leaveFlash } from '../../lib/flash';
import { postJson } from '../../lib/http';
import { fetchWithSession, refreshedToken } from '../../lib/session/sessionFetch';
import { tokenStorage } from '../../lib/session/tokenStorage';
import { useValuationFlow, type ValuationEffects } from '../../features/valuation/useValuationFlow';
import { useSavedContact } from '../savedContact';
import { checkSiteSession, showSignedIn, useSiteUser } from '../session';
import { loadPayment } from './payment';
import type { SitePageProps } from './types';

/** Signs in (or registers) from the dialog: the session is stored as the shell's /login stores it. */
async function storeSession(answer: Promise<AuthResponse>): Promise<void> {
  const { token, user } = await answer;
  tokenStorage.set(token);
  showSignedIn(user);
}

/**
 * POST /api/valuations with the photos, with the stored session (one refresh and a replay on a
 * 401, as every call of the shell: lib/session/sessionFetch.ts), and the draft's Idempotency-Key:
 * tried again after no answer or a 5xx, or by the visitor's "Try again", it creates one request.
 * Its code (XMLHttpRequest with progress and retries, the form's body) loads at "Proceed to
 * Payment", not with the page (issue 35).
 */
async function upload(
  ...[fields, photos, onProgress, idempotencyKey]: Parameters<ValuationEffects['upload']>
): Promise<string> {
  const [{ uploadWithSession }, { valuationFormData }] = await Promise.all([
    import('../../lib/uploadWithSession'),
    import('../../features/valuation/formData'),
  ]);
  const answer = await uploadWithSession<ValuationResponse>(
    API.valuations.create,
    () => valuationFormData(fields, photos),
    { onProgress, idempotencyKey },
    async (sentToken) => (sentToken ? refreshedToken(sentToken) : null),
  );
  return answer.valuation.id;
}

const effects: Omit<ValuationEffects, 'account'> = {
  saveContact: (contact) => fetchWithSession(API.profile.profile, { method: 'PUT', body: contact }),
  // The payment page is another document: the app shows it there, once (lib/flash).
  tellContactNotSaved: (message) => leaveFlash(message, 'warning'),
  settleAccount: checkSiteSession,
  upload,
  checkout: async (id) =>
    (
      await fetchWithSession<CheckoutResponse>(API.valuations.checkout(id), {
        method: 'POST',
      })
    ).checkoutUrl,
  signIn: (credentials) => storeSession(postJson<AuthResponse>(API.auth.login, credentials)),
  register: (details) => storeSession(postJson<AuthResponse>(API.auth.register, details)),
  goToPayment: loadPayment,
  clearNavigationState: () => window.history.replaceState({ lvSite: null }, ''),
};

/**
 * /valuation in the site shell (ADR 012 decision 9): the app's wizard flow
 * (features/valuation/useValuationFlow.ts) with fetch, XMLHttpRequest and the document, without
 * the router or the store. A signed-in visitor's name and email fill in once the shell's session
 * check has answered; a signed-out one signs in from the dialog (its code loads on first use),
 * which stores the session, and the submission goes on.
 */
export function ValuationPage({ catalogue, navigationState }: SitePageProps) {
  // The stored session's account once checked (site/session.ts), or the one signed in here.
  const account = useSiteUser();

  // Back from the payment page may restore this document from the back/forward cache at the
  // request's address (loadPayment): that page is the app's, so it is loaded.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && window.location.pathname !== ROUTES.valuation)
        window.location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const savedContact = useSavedContact(account);
  const { wizard, dialog } = useValuationFlow(
    { ...effects, account, savedContact },
    navigationState,
    catalogue,
  );
  const { key, ...screen } = wizard;
  return (
    <>
      <ValuationWizardScreen key={key} {...screen} />
      {/* Its code loads when it first opens ("Proceed to Payment" signed out). */}
      <LazySignInDialog {...dialog} />
    </>
  );
}
