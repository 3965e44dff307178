import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type UserRole = 'customer' | 'expert' | 'admin';

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role?: UserRole;
  createdAt?: string;
}

export interface AuthState {
  user: User | null;
  token: string | null;
  /** True until the start-up session check has finished (product-spec section 4). */
  initialising: boolean;
}

export const initialAuthState: AuthState = { user: null, token: null, initialising: true };

// Reducers stay pure: whoever dispatches these actions also writes `tokenStorage`.
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    credentialsReceived(state, action: PayloadAction<{ token: string; user: User }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.initialising = false;
    },
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    userReceived(state, action: PayloadAction<User>) {
      state.user = action.payload;
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
    loggedOut(state) {
      state.token = null;
      state.user = null;
      state.initialising = false;
    },
  },
});

export const { credentialsReceived, tokenReceived, userReceived, sessionChecked, loggedOut } =
  authSlice.actions;

type WithAuth = { auth: AuthState };
export const selectCurrentUser = (state: WithAuth) => state.auth.user;
export const selectSessionLoading = (state: WithAuth) => state.auth.initialising;
