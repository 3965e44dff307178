import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import {
  API,
  type AuthResponse,
  type CheckResetPasswordRequest,
  type ConfirmResetPasswordRequest,
  type LoginRequest,
  type PasskeyLoginOptionsRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SuccessResponse,
} from '@valuation/contracts';
import { baseApi } from '../../lib/baseApi';
import { storeCredentials } from '../../lib/session';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: API.auth.login, method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        storeCredentials(queryFulfilled, dispatch),
      invalidatesTags: ['User', 'Session'],
    }),
    register: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({ url: API.auth.register, method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        storeCredentials(queryFulfilled, dispatch),
      invalidatesTags: ['User', 'Session'],
    }),
    resetPassword: build.mutation<SuccessResponse, ResetPasswordRequest>({
      query: (body) => ({ url: API.auth.resetPassword, method: 'POST', body }),
    }),
    /** Asked when the reset page opens: a used or expired link is said so before any typing. */
    checkResetPassword: build.mutation<SuccessResponse, CheckResetPasswordRequest>({
      query: (body) => ({ url: API.auth.checkResetPassword, method: 'POST', body }),
    }),
    confirmResetPassword: build.mutation<SuccessResponse, ConfirmResetPasswordRequest>({
      query: (body) => ({ url: API.auth.confirmResetPassword, method: 'POST', body }),
    }),
    /** Passkey sign-in, step 1: a challenge for a discoverable credential. */
    passkeyLoginOptions: build.mutation<
      PublicKeyCredentialRequestOptionsJSON,
      PasskeyLoginOptionsRequest
    >({
      query: (body) => ({ url: API.passkeys.loginOptions, method: 'POST', body }),
    }),
    /** Passkey sign-in, step 2: the device's assertion; answers like password login. */
    passkeyLogin: build.mutation<AuthResponse, AuthenticationResponseJSON>({
      query: (body) => ({ url: API.passkeys.loginVerify, method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        storeCredentials(queryFulfilled, dispatch),
      invalidatesTags: ['User', 'Session'],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useResetPasswordMutation,
  useCheckResetPasswordMutation,
  useConfirmResetPasswordMutation,
  usePasskeyLoginOptionsMutation,
  usePasskeyLoginMutation,
} = authApi;
