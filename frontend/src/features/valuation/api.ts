import {
  API,
  type AuthResponse,
  type CheckoutResponse,
  type LoginRequest,
  type RegisterRequest,
  type TestCheckoutResponse,
  type TestPaymentRequest,
  type Valuation,
  type ValuationResponse,
} from '@valuation/contracts';
import { baseApi } from '../../lib/baseApi';
import type { AppDispatch } from '../../lib/hooks';
import { credentialsReceived, tokenStorage } from '../../lib/session';

/** Signing in from the wizard's dialog stores the token and sets the user, as /login does. */
async function storeCredentials(
  queryFulfilled: Promise<{ data: AuthResponse }>,
  dispatch: AppDispatch,
) {
  try {
    const { data } = await queryFulfilled;
    tokenStorage.set(data.token);
    dispatch(credentialsReceived(data));
  } catch {
    // The dialog shows the error.
  }
}

/**
 * The customer's valuation requests and the test payment page (contracts: Valuation requests,
 * Payments). The lists and the request refetch when the page regains focus, so a status changed
 * in another tab or by staff shows without a reload. Creating a request and adding photos go
 * through upload.ts (XMLHttpRequest, for the upload progress).
 */
export const valuationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getValuation: build.query<Valuation, string>({
      query: (id) => ({ url: API.valuations.one(id) }),
      transformResponse: (response: ValuationResponse) => response.valuation,
      providesTags: (_result, _error, id) => [{ type: 'Valuation', id }],
    }),
    checkout: build.mutation<CheckoutResponse, string>({
      query: (id) => ({ url: API.valuations.checkout(id), method: 'POST' }),
    }),
    cancelValuation: build.mutation<Valuation, string>({
      query: (id) => ({ url: API.valuations.cancel(id), method: 'POST' }),
      transformResponse: (response: ValuationResponse) => response.valuation,
      invalidatesTags: (_result, _error, id) => [
        { type: 'Valuation', id },
        { type: 'Valuation', id: 'LIST' },
      ],
    }),
    getTestCheckout: build.query<TestCheckoutResponse['checkout'], string>({
      query: (checkoutId) => ({ url: API.payments.testCheckout(checkoutId) }),
      transformResponse: (response: TestCheckoutResponse) => response.checkout,
    }),
    payTestCheckout: build.mutation<Valuation, { checkoutId: string; card: TestPaymentRequest }>({
      query: ({ checkoutId, card }) => ({
        url: API.payments.testCheckout(checkoutId),
        method: 'POST',
        body: card,
      }),
      transformResponse: (response: ValuationResponse) => response.valuation,
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'Valuation', id: result.id },
              { type: 'Valuation', id: 'LIST' },
            ]
          : [],
    }),
    /** Sign in from the wizard's dialog (POST /auth/login). */
    dialogLogin: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: API.auth.login, method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        storeCredentials(queryFulfilled, dispatch),
      invalidatesTags: ['User', 'Session', { type: 'Valuation', id: 'LIST' }],
    }),
    /** Create an account from the wizard's dialog (POST /auth/register). */
    dialogRegister: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({ url: API.auth.register, method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        storeCredentials(queryFulfilled, dispatch),
      invalidatesTags: ['User', 'Session', { type: 'Valuation', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetValuationQuery,
  useCheckoutMutation,
  useCancelValuationMutation,
  useGetTestCheckoutQuery,
  usePayTestCheckoutMutation,
  useDialogLoginMutation,
  useDialogRegisterMutation,
} = valuationApi;
