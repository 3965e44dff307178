import {
  API,
  type CreateSavedReplyRequest,
  type SavedRepliesResponse,
  type SavedReplyResponse,
  type UpdateSavedReplyRequest,
} from '@valuation/contracts';
import { baseApi } from '../../lib/baseApi';

const LIST = { type: 'SavedReply' as const, id: 'LIST' };

/** Saved replies (staff): the composer's "/" list and the console's screen share one cache. */
export const savedRepliesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSavedReplies: build.query<SavedRepliesResponse, void>({
      query: () => ({ url: API.staff.savedReplies }),
      providesTags: [LIST],
    }),
    createSavedReply: build.mutation<SavedReplyResponse, CreateSavedReplyRequest>({
      query: (body) => ({ url: API.staff.savedReplies, method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateSavedReply: build.mutation<SavedReplyResponse, { id: string } & UpdateSavedReplyRequest>({
      query: ({ id, ...body }) => ({ url: API.staff.savedReply(id), method: 'PATCH', body }),
      invalidatesTags: [LIST],
    }),
    deleteSavedReply: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: API.staff.savedReply(id), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetSavedRepliesQuery,
  useCreateSavedReplyMutation,
  useUpdateSavedReplyMutation,
  useDeleteSavedReplyMutation,
} = savedRepliesApi;
