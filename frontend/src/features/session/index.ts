/**
 * The session feature: start-up check (`startSession`), Sign Out (`signOut`, `useSignOut`) and the
 * coordination of the browser's tabs (Web Locks 'auth-refresh' + BroadcastChannel('auth')).
 *
 * How the rest reaches it (layers: lib → features → app; no feature imports another feature):
 * - The session's *state* — the auth slice, the stored token (localStorage `authToken`), the
 *   `TabSync` port and `endSession` — lives in lib/session, because lib's base query and several
 *   features (login, profile, dashboard, passkeys) read or write it and may import only lib.
 *   Account deletion ends the session with the same `endSession` that Sign Out uses.
 * - The *behaviour* lives here. lib's base query gets the tabs' lock and channel as an injected
 *   interface (`TabSync`, in the store's thunk `extra`); app/store.ts builds it from this feature.
 * - Only app/ imports this index.
 */
export { sessionApi } from './api';
export { signOut, startSession } from './session';
export {
  browserTabSync,
  createTabSync,
  followOtherTabs,
  type ChannelLike,
  type LockManagerLike,
} from './tabSync';
export { useSignOut } from './useSignOut';
