import { useSyncExternalStore } from 'react';
import { API, type AuthResponse, type User, type ValidateResponse } from '@valuation/contracts';
import { isApiError } from '../lib/apiError';
import { SESSION_HINT_CLASS } from '../lib/sessionHint';
import { announceSignOut, fetchWithSession, followTabs } from '../lib/session/sessionFetch';
import { tokenStorage } from '../lib/session/tokenStorage';

/**
 * The site shell's session (ADR 012, issue 27): a visitor with a stored token keeps the page the
 * shell hydrated, and its navbar, account menu, sign-out and tab bar turn to the signed-in ones
 * once `GET /auth/validate` has answered, as an update of the same tree (an open menu, typed
 * text, the scroll position and the focus stay). The check is the app's (features/session): a
 * refused token is cleared, no answer keeps it.
 */
let user: User | null = null;
const listeners = new Set<() => void>();

function setUser(next: User | null): void {
  user = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The signed-in user, null while signed out or unchecked (the prerendered page's state). */
export function useSiteUser(): User | null {
  return useSyncExternalStore(
    subscribe,
    () => user,
    () => null,
  );
}

let check: Promise<User | null> | undefined;

/** A sign-in made on the page (the wizard's dialog): the navbar turns to the signed-in one. */
export function showSignedIn(signedIn: User): void {
  check = Promise.resolve(signedIn);
  setUser(signedIn);
}

/**
 * Asks the server who the stored token belongs to, once a page (the request can leave before the
 * shell has hydrated: `applySiteSession` shows the answer once it has).
 */
export function checkSiteSession(): Promise<User | null> {
  check ??= (async () => {
    if (!tokenStorage.get()) return null;
    try {
      const answer = await fetchWithSession<ValidateResponse>(API.auth.validate);
      if (answer.success && answer.user) return answer.user;
      tokenStorage.clear();
    } catch (error) {
      // No answer says nothing about the token; a refusal signed out (sessionFetch cleared it).
      if (isApiError(error) && typeof error.status === 'number' && error.status >= 400)
        tokenStorage.clear();
      console.warn('Session validation failed', error);
    }
    return null;
  })();
  return check;
}

/**
 * Shows the session's answer on the hydrated page (called once the shell has committed), and
 * follows the other tabs' sign-outs from then on.
 */
let applied = false;
export async function applySiteSession(): Promise<void> {
  if (applied) return;
  applied = true;
  followTabs((message) => {
    if (message.type === 'signedOut') setUser(null);
  });
  setUser(await checkSiteSession());
  document.documentElement.classList.remove(SESSION_HINT_CLASS);
}

/** Signed in on a page of the shell (a sign-in dialog): the session stored, the navbar follows. */
export function signedInOnSite(answer: AuthResponse): void {
  tokenStorage.set(answer.token);
  setUser(answer.user);
  document.documentElement.classList.remove(SESSION_HINT_CLASS);
}

/**
 * Sign Out from a page of the shell, as the app's (features/session): tell the server, then
 * clear the token and tell the other tabs, even if that call failed.
 */
export async function signOutOfSite(): Promise<void> {
  try {
    await fetchWithSession(API.auth.logout, { method: 'POST' });
  } catch (error) {
    console.warn('Logout call failed; signing out locally', error);
  } finally {
    tokenStorage.clear();
    announceSignOut();
    setUser(null);
  }
}
