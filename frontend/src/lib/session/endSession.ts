import type { AppThunk } from '../hooks';
import { baseApi } from '../baseApi';
import { loggedOut } from './authSlice';
import { tokenStorage } from './tokenStorage';

/**
 * Ends the session in this tab and in the other tabs: clears the stored token and the user, drops
 * every cached answer and tells the other tabs (they sign out too). Sign Out calls it after the
 * server's logout; account deletion after the server deleted the account. `byUser` lets the route
 * guard send a protected page to / rather than /login (ADR 005).
 */
export function endSession({ byUser = true }: { byUser?: boolean } = {}): AppThunk<void> {
  return (dispatch, _getState, { session }) => {
    tokenStorage.clear();
    dispatch(loggedOut({ byUser }));
    dispatch(baseApi.util.resetApiState());
    session.tabs.post({ type: 'signedOut' });
  };
}
