import { isApiError } from '../../lib/apiError';
import type { AppThunk } from '../../lib/hooks';
import { endSession, sessionChecked, sessionCheckStarted, tokenStorage } from '../../lib/session';
import { sessionApi } from './api';

/**
 * Session start (docs/product.md §4): with a stored token, GET /auth/validate; success sets the
 * user, failure removes the token and is only logged. No stored token: signed out, no call.
 * No answer at all (offline, time-out), or a successful one that could not be read, says nothing
 * about the token: this load starts signed out but the token is kept, so the next visit online
 * (or the page the visitor went on to) resumes the session. The loading flag ends
 * either way.
 */
export function startSession(): AppThunk {
  return async (dispatch) => {
    const token = tokenStorage.get();
    if (!token) {
      dispatch(sessionChecked(null));
      return;
    }
    // Already so on a fresh start; a hydrated prerendered page started signed out.
    dispatch(sessionCheckStarted());
    const request = dispatch(
      sessionApi.endpoints.validate.initiate(undefined, { subscribe: false }),
    );
    try {
      const result = await request.unwrap();
      if (result.success && result.user) {
        // The token may have been refreshed during the call: keep the newest one.
        dispatch(sessionChecked({ token: tokenStorage.get() ?? token, user: result.user }));
        return;
      }
      throw new Error('Session validation did not succeed');
    } catch (error) {
      if (!saysNothingAboutTheToken(error)) tokenStorage.clear();
      console.warn('Session validation failed', error);
      dispatch(sessionChecked(null));
    }
  };
}

/**
 * No answer (offline, time-out), or a successful one that could not be read: the page was left
 * while it arrived (the browser cuts the body of a document being unloaded) — a visitor who
 * follows a link as the app starts must not be signed out by it.
 */
function saysNothingAboutTheToken(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.status === 'NETWORK_ERROR' || (typeof error.status === 'number' && error.status < 400)
  );
}

/**
 * Sign out (docs/product.md §4): tell the server, then clear token and user, here and in the
 * other tabs, even if that call failed.
 */
export function signOut(): AppThunk {
  return async (dispatch) => {
    try {
      await dispatch(sessionApi.endpoints.logout.initiate()).unwrap();
    } catch (error) {
      console.warn('Logout call failed; signing out locally', error);
    } finally {
      dispatch(endSession({ byUser: true }));
    }
  };
}
