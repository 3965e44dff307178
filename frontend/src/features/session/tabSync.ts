import { baseApi } from '../../lib/baseApi';
import type { AppThunk } from '../../lib/hooks';
import { loggedOut, selectCurrentUser, tokenReceived } from '../../lib/session';

// The browser's lock and channel live in lib, where the site shell reaches them too.
export {
  browserTabSync,
  CHANNEL_NAME,
  createTabSync,
  REFRESH_LOCK,
  type ChannelLike,
  type LockManagerLike,
} from '../../lib/session/browserTabs';

/**
 * Applies the other tabs' news to this tab's state: a refreshed token replaces this tab's, a
 * sign-out signs this tab out too (its protected page then goes to /, as after Sign Out). Both
 * only matter while this tab has a user. Returns the unsubscribe.
 */
export function followOtherTabs(): AppThunk<() => void> {
  return (dispatch, getState, { session }) =>
    session.tabs.subscribe((message) => {
      if (!selectCurrentUser(getState())) return;
      if (message.type === 'tokenRefreshed') {
        dispatch(tokenReceived(message.token));
      } else {
        // The other tab has cleared the shared localStorage token already.
        dispatch(loggedOut({ byUser: true }));
        dispatch(baseApi.util.resetApiState());
      }
    });
}
