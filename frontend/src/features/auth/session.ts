import type { AppDispatch } from '../../lib/hooks';
import { loggedOut, sessionChecked } from '../../lib/authSlice';
import { baseApi } from '../../lib/baseApi';
import { tokenStorage } from '../../lib/tokenStorage';
import { authApi } from './api';

/**
 * Session start (product-spec section 4): with a stored token, GET /auth/validate; success sets the
 * user, failure removes the token and is only logged. No stored token: signed out, no call.
 * The loading flag ends either way.
 */
export function startSession() {
  return async (dispatch: AppDispatch): Promise<void> => {
    const token = tokenStorage.get();
    if (!token) {
      dispatch(sessionChecked(null));
      return;
    }
    const request = dispatch(authApi.endpoints.validate.initiate(undefined, { subscribe: false }));
    try {
      const result = await request.unwrap();
      if (result.success && result.user) {
        // The token may have been refreshed during the call: keep the newest one.
        dispatch(sessionChecked({ token: tokenStorage.get() ?? token, user: result.user }));
        return;
      }
      throw new Error('Session validation did not succeed');
    } catch (error) {
      tokenStorage.clear();
      console.warn('Session validation failed', error);
      dispatch(sessionChecked(null));
    }
  };
}

/**
 * Sign out (product-spec section 4): tell the server, then clear token and user even if that call
 * failed. `byUser` lets the route guard send a protected page to / rather than /login.
 */
export function signOut() {
  return async (dispatch: AppDispatch): Promise<void> => {
    try {
      await dispatch(authApi.endpoints.logout.initiate()).unwrap();
    } catch (error) {
      console.warn('Logout call failed; signing out locally', error);
    } finally {
      tokenStorage.clear();
      dispatch(loggedOut({ byUser: true }));
      dispatch(baseApi.util.resetApiState());
    }
  };
}
