import { API, type Catalogue } from '@valuation/contracts';
import { baseApi } from './baseApi';

/**
 * GET /api/valuations/catalogue: the one source of services, prices, turnarounds and brands.
 * Shared by the marketing pages and the valuation wizard; it changes rarely (the server lets
 * caches keep it for 5 minutes), so an unused copy is kept for an hour.
 */
export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCatalogue: build.query<Catalogue, void>({
      query: () => ({ url: API.catalogue }),
      providesTags: ['Catalogue'],
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const { useGetCatalogueQuery } = catalogueApi;
