/**
 * The session's state, shared by lib (the base query), every feature and app: the auth slice and
 * the stored access token, the tab-coordination port and the one way to end a session. The
 * behaviour on top (start-up check, Sign Out, the Web Locks + BroadcastChannel tab sync) is the
 * session feature's (features/session/index.ts says why the split).
 */
export * from './authSlice';
export { tokenStorage, TOKEN_KEY } from './tokenStorage';
export {
  createStoreExtra,
  thisTabOnly,
  type SessionLink,
  type StoreExtra,
  type TabMessage,
  type TabSync,
} from './tabSync';
export { endSession } from './endSession';
export { storeCredentials } from './storeCredentials';
