import type { ContactFormValues } from '@valuation/design-system';
import { baseApi } from '../../lib/baseApi';

export interface ContactResponse {
  success: boolean;
  id: string;
}

export const marketingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/contact: stored as an enquiry and mailed to the team. */
    sendContactMessage: build.mutation<ContactResponse, ContactFormValues>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
      invalidatesTags: [{ type: 'Enquiry', id: 'LIST' }],
    }),
  }),
});

export const { useSendContactMessageMutation } = marketingApi;
