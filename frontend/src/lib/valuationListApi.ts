import { API, type ValuationsResponse, type ValuationSummary } from '@valuation/contracts';
import { baseApi } from './baseApi';

/**
 * GET /api/valuations: the signed-in customer's requests, newest first. Shared by the dashboard
 * ("Your valuations") and the valuation feature, which invalidates it when a request changes.
 */
export const valuationListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listValuations: build.query<ValuationSummary[], void>({
      query: () => ({ url: API.valuations.list }),
      transformResponse: (response: ValuationsResponse) => response.valuations,
      providesTags: (result) => [
        ...(result ?? []).map(({ id }) => ({ type: 'Valuation' as const, id })),
        { type: 'Valuation' as const, id: 'LIST' },
      ],
    }),
  }),
});

export const { useListValuationsQuery } = valuationListApi;
