import {
  API,
  type CheckoutResponse,
  type TestCheckoutResponse,
  type TestPaymentRequest,
  type MarketNotice,
  type ProfileResponse,
  type UpdateProfileRequest,
  type RespondToInfoRequest,
  type Valuation,
  type ValuationResponse,
  type VisitResponse,
} from '@valuation/contracts';
import type { SavedContact } from '@valuation/design-system';
import { baseApi } from '../../lib/baseApi';

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
    getMarketNotice: build.query<MarketNotice | null, string>({
      query: (id) => ({ url: API.valuations.marketNotice(id) }),
      transformResponse: (response: { notice: MarketNotice | null }) => response.notice,
      providesTags: (_result, _error, id) => [{ type: 'Valuation', id: `notice:${id}` }],
    }),
    requestRevaluation: build.mutation<Valuation, string>({
      query: (id) => ({ url: API.valuations.revaluation(id), method: 'POST' }),
      transformResponse: (response: ValuationResponse) => response.valuation,
      invalidatesTags: (_result, _error, id) => [
        { type: 'Valuation', id: `notice:${id}` },
        { type: 'Valuation', id: 'LIST' },
      ],
    }),
    /** "Send to the expert": the answer to "more information" goes back; the request is in review. */
    respondToInfoRequest: build.mutation<Valuation, { id: string } & RespondToInfoRequest>({
      query: ({ id, message }) => ({
        url: API.valuations.respond(id),
        method: 'POST',
        body: message ? { message } : {},
      }),
      transformResponse: (response: ValuationResponse) => response.valuation,
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Valuation', id },
        { type: 'Valuation', id: 'LIST' },
      ],
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
    /** The signed-in customer's saved phone and address, which the wizard fills in. */
    getSavedContact: build.query<SavedContact, void>({
      query: () => ({ url: API.profile.profile }),
      transformResponse: ({ user }: ProfileResponse) => ({
        phoneNumber: user.phoneNumber,
        address: user.address,
      }),
      providesTags: ['Profile'],
    }),
    /** "Save this phone number and address to my profile", ticked in the wizard. */
    saveContactToProfile: build.mutation<unknown, UpdateProfileRequest>({
      query: (body) => ({ url: API.profile.profile, method: 'PUT', body }),
      invalidatesTags: ['Profile'],
    }),
    getTestCheckout: build.query<TestCheckoutResponse['checkout'], string>({
      query: (checkoutId) => ({ url: API.payments.testCheckout(checkoutId) }),
      transformResponse: (response: TestCheckoutResponse) => response.checkout,
    }),
    /** Pays a test checkout: the answer is the request (`{valuation}`) or the home visit (`{visit}`) paid for. */
    payTestCheckout: build.mutation<
      ValuationResponse | VisitResponse,
      { checkoutId: string; card: TestPaymentRequest }
    >({
      query: ({ checkoutId, card }) => ({
        url: API.payments.testCheckout(checkoutId),
        method: 'POST',
        body: card,
      }),
      invalidatesTags: (result) =>
        !result
          ? []
          : 'visit' in result
            ? [
                { type: 'Visit', id: result.visit.id },
                { type: 'Visit', id: 'LIST' },
              ]
            : [
                { type: 'Valuation', id: result.valuation.id },
                { type: 'Valuation', id: 'LIST' },
              ],
    }),
  }),
});

export const {
  useGetValuationQuery,
  useCheckoutMutation,
  useCancelValuationMutation,
  useRespondToInfoRequestMutation,
  useGetMarketNoticeQuery,
  useRequestRevaluationMutation,
  useGetTestCheckoutQuery,
  usePayTestCheckoutMutation,
  useGetSavedContactQuery,
  useSaveContactToProfileMutation,
} = valuationApi;

/** The sign-in dialog's calls live in lib (the visit booking page signs in the same way). */
export { useDialogLoginMutation, useDialogRegisterMutation } from '../../lib/dialogAuthApi';
