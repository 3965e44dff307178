import { API, type Visit, type VisitsResponse } from '@valuation/contracts';
import { baseApi } from './baseApi';

/**
 * GET /api/visits: the signed-in customer's home visits. Shared by the dashboard and the visits
 * feature, which invalidates it when a visit changes.
 */
export const visitListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listVisits: build.query<Visit[], void>({
      query: () => ({ url: API.visits.list }),
      transformResponse: (response: VisitsResponse) => response.visits,
      providesTags: (result) => [
        ...(result ?? []).map(({ id }) => ({ type: 'Visit' as const, id })),
        { type: 'Visit' as const, id: 'LIST' },
      ],
    }),
  }),
});

export const { useListVisitsQuery } = visitListApi;
