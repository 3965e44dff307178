import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { baseApi } from '../../lib/baseApi';
import { credentialsReceived, type User } from '../../lib/authSlice';
import { tokenStorage } from '../../lib/tokenStorage';

export interface AuthResponse {
  token: string;
  user: User;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface ValidateResponse {
  success: boolean;
  user?: User;
}

export interface SuccessResponse {
  success: boolean;
}

/** Login and register both store the token and set the user (product-spec section 4). */
async function storeCredentials(
  queryFulfilled: Promise<{ data: AuthResponse }>,
  dispatch: (action: ReturnType<typeof credentialsReceived>) => unknown,
) {
  try {
    const { data } = await queryFulfilled;
    tokenStorage.set(data.token);
    dispatch(credentialsReceived(data));
  } catch {
    // The caller shows the error; nothing to store.
  }
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        storeCredentials(queryFulfilled, dispatch),
      invalidatesTags: ['User', 'Session'],
    }),
    register: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        storeCredentials(queryFulfilled, dispatch),
      invalidatesTags: ['User', 'Session'],
    }),
    logout: build.mutation<SuccessResponse, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    validate: build.query<ValidateResponse, void>({
      query: () => ({ url: '/auth/validate' }),
      providesTags: ['Session'],
    }),
    resetPassword: build.mutation<SuccessResponse, { email: string }>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    confirmResetPassword: build.mutation<SuccessResponse, { token: string; password: string }>({
      query: (body) => ({ url: '/auth/reset-password/confirm', method: 'POST', body }),
    }),
    changePassword: build.mutation<
      SuccessResponse,
      { currentPassword: string; newPassword: string }
    >({
      query: (body) => ({ url: '/auth/change-password', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
    /** Passkey sign-in, step 1: a challenge for a discoverable credential. */
    passkeyLoginOptions: build.mutation<PublicKeyCredentialRequestOptionsJSON, { email?: string }>({
      query: (body) => ({ url: '/auth/webauthn/login/options', method: 'POST', body }),
    }),
    /** Passkey sign-in, step 2: the device's assertion; answers like password login. */
    passkeyLogin: build.mutation<AuthResponse, AuthenticationResponseJSON>({
      query: (body) => ({ url: '/auth/webauthn/login/verify', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        storeCredentials(queryFulfilled, dispatch),
      invalidatesTags: ['User', 'Session'],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useValidateQuery,
  useResetPasswordMutation,
  useConfirmResetPasswordMutation,
  useChangePasswordMutation,
  usePasskeyLoginOptionsMutation,
  usePasskeyLoginMutation,
} = authApi;
