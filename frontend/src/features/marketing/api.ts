import { API, type CreateEnquiryRequest, type CreateEnquiryResponse } from '@valuation/contracts';
import { baseApi } from '../../lib/baseApi';

export const marketingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/contact: stored as an enquiry and mailed to the team. */
    sendContactMessage: build.mutation<CreateEnquiryResponse, CreateEnquiryRequest>({
      query: (body) => ({ url: API.contact, method: 'POST', body }),
      invalidatesTags: [{ type: 'Enquiry', id: 'LIST' }],
    }),
  }),
});

export const { useSendContactMessageMutation } = marketingApi;
