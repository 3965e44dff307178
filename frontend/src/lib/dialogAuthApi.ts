import {
  API,
  type AuthResponse,
  type LoginRequest,
  type RegisterRequest,
} from '@valuation/contracts';
import { baseApi } from './baseApi';
import { storeCredentials } from './session';

/**
 * The sign-in dialog of the pages a signed-out visitor fills in before confirming (the valuation
 * wizard, the home-visit booking): sign in or register without leaving the page. The visitor's
 * own lists refetch for the new account.
 */
export const dialogAuthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sign in from the dialog (POST /auth/login). */
    dialogLogin: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: API.auth.login, method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        storeCredentials(queryFulfilled, dispatch),
      invalidatesTags: [
        'User',
        'Session',
        { type: 'Valuation', id: 'LIST' },
        { type: 'Visit', id: 'LIST' },
      ],
    }),
    /** Create an account from the dialog (POST /auth/register). */
    dialogRegister: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({ url: API.auth.register, method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        storeCredentials(queryFulfilled, dispatch),
      invalidatesTags: [
        'User',
        'Session',
        { type: 'Valuation', id: 'LIST' },
        { type: 'Visit', id: 'LIST' },
      ],
    }),
  }),
});

export const { useDialogLoginMutation, useDialogRegisterMutation } = dialogAuthApi;
