import { API, type AddChatPhotoRequest, type ChatImagesResponse } from '@valuation/contracts';
import { baseApi } from '../../lib/baseApi';

const imagesTag = (id: string) => ({ type: 'Valuation' as const, id: `chat-images:${id}` });

/** The customer's chat images an expert may add to their request (contracts: Staff console). */
export const chatImagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChatImages: build.query<ChatImagesResponse['images'], string>({
      query: (id) => ({ url: API.staff.chatImages(id) }),
      transformResponse: (response: ChatImagesResponse) => response.images,
      providesTags: (_r, _e, id) => [imagesTag(id)],
    }),
    addChatPhoto: build.mutation<
      ChatImagesResponse['images'],
      { id: string } & AddChatPhotoRequest
    >({
      query: ({ id, attachmentId }) => ({
        url: API.staff.addChatPhoto(id),
        method: 'POST',
        body: { attachmentId },
      }),
      transformResponse: (response: ChatImagesResponse) => response.images,
      // The request's photos and timeline change with it.
      invalidatesTags: (_r, _e, { id }) => [imagesTag(id), { type: 'Valuation', id }],
    }),
  }),
});

export const { useGetChatImagesQuery, useAddChatPhotoMutation } = chatImagesApi;
