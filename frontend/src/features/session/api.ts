import { API, type SuccessResponse, type ValidateResponse } from '@valuation/contracts';
import { baseApi } from '../../lib/baseApi';

/** The session's own calls: the start-up check and the server side of Sign Out. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    validate: build.query<ValidateResponse, void>({
      query: () => ({ url: API.auth.validate }),
      providesTags: ['Session'],
    }),
    logout: build.mutation<SuccessResponse, void>({
      query: () => ({ url: API.auth.logout, method: 'POST' }),
    }),
  }),
});
