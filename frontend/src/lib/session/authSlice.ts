import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@valuation/contracts';

export interface AuthState {
  user: User | null;
  token: string | null;
  /** True until the start-up session check has finished (docs/product.md §4). */
  initialising: boolean;
  /** The user chose to sign out (guards then send protected pages to /, not /login). */
  signedOutByUser: boolean;
}

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  initialising: true,
  signedOutByUser: false,
};

// Reducers stay pure: whoever dispatches these actions also writes `tokenStorage` (ADR 005).
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    credentialsReceived(state, action: PayloadAction<{ token: string; user: User }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.initialising = false;
      state.signedOutByUser = false;
    },
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    /** A profile update succeeded: merge the saved fields into the local user (docs/product.md §3). */
    userUpdated(state, action: PayloadAction<Partial<User>>) {
      if (state.user) Object.assign(state.user, action.payload);
    },
    /** A stored token is being checked (a prerendered page hydrates signed out, then checks). */
    sessionCheckStarted(state) {
      state.initialising = true;
    },
    sessionChecked(state, action: PayloadAction<{ token: string; user: User } | null>) {
      state.initialising = false;
      if (action.payload) {
        state.token = action.payload.token;
        state.user = action.payload.user;
      } else {
        state.token = null;
        state.user = null;
      }
    },
    /** The session ended: `byUser` for Sign Out, absent when the session expired or was revoked. */
    loggedOut(state, action: PayloadAction<{ byUser?: boolean } | undefined>) {
      state.token = null;
      state.user = null;
      state.initialising = false;
      state.signedOutByUser = action.payload?.byUser ?? false;
    },
    /** Sign Out has arrived at /: protected pages go to /login again from now on. */
    signOutFinished(state) {
      state.signedOutByUser = false;
    },
  },
});

export const {
  credentialsReceived,
  tokenReceived,
  userUpdated,
  sessionCheckStarted,
  sessionChecked,
  loggedOut,
  signOutFinished,
} = authSlice.actions;

type WithAuth = { auth: AuthState };
export const selectCurrentUser = (state: WithAuth) => state.auth.user;
export const selectSessionLoading = (state: WithAuth) => state.auth.initialising;
export const selectSignedOutByUser = (state: WithAuth) => state.auth.signedOutByUser;
