import {
  API,
  type ChatMessagesQuery,
  type ChatMessagesResponse,
  type ConversationsPage,
  type MarkReadRequest,
  type StaffConversationResponse,
  type StaffConversationsQuery,
  type UpdateConversationRequest,
  type ValidateResponse,
  type ValuationsResponse,
} from '@valuation/contracts';
import { baseApi } from '../../lib/baseApi';

export interface StaffMessagesQuery extends ChatMessagesQuery {
  conversationId: string;
}

/**
 * The chat's calls (contracts: Chat). Message pages are fetched on demand and merged by id in the
 * thread (useMessageThread), so paging, live events and catch-up after a reconnect share one list.
 */
export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChatMessages: build.query<ChatMessagesResponse, ChatMessagesQuery>({
      query: (params) => ({ url: API.chat.messages, params }),
      providesTags: [{ type: 'Message', id: 'LIST' }],
    }),
    /** Failures are only logged (docs/product.md §8). */
    markChatRead: build.mutation<unknown, MarkReadRequest>({
      query: (body) => ({ url: API.chat.read, method: 'POST', body }),
    }),
    /** The customer's valuation requests, for "About request". */
    chatValuationOptions: build.query<ValuationsResponse, void>({
      query: () => ({ url: API.valuations.list }),
      providesTags: [{ type: 'Valuation', id: 'LIST' }],
    }),
    /** A cheap authenticated call: a 401 refreshes the access token (baseQueryWithReauth). */
    chatSessionProbe: build.query<ValidateResponse, void>({
      query: () => ({ url: API.auth.validate }),
    }),
    getStaffConversations: build.query<ConversationsPage, StaffConversationsQuery>({
      query: (params) => ({ url: API.staff.conversations, params }),
      providesTags: (result) => [
        ...(result?.items ?? []).map(({ id }) => ({ type: 'Conversation' as const, id })),
        { type: 'Conversation', id: 'LIST' },
      ],
    }),
    getStaffConversation: build.query<StaffConversationResponse, string>({
      query: (id) => ({ url: API.staff.conversation(id) }),
      providesTags: (_result, _error, id) => [{ type: 'Conversation', id }],
    }),
    getStaffConversationMessages: build.query<ChatMessagesResponse, StaffMessagesQuery>({
      query: ({ conversationId, ...params }) => ({
        url: API.staff.conversationMessages(conversationId),
        params,
      }),
    }),
    markStaffRead: build.mutation<unknown, MarkReadRequest & { conversationId: string }>({
      query: ({ conversationId, messageIds }) => ({
        url: API.staff.conversationRead(conversationId),
        method: 'POST',
        body: { messageIds },
      }),
      invalidatesTags: (_result, _error, { conversationId }) => [
        { type: 'Conversation', id: 'LIST' },
        { type: 'Conversation', id: conversationId },
      ],
    }),
    updateConversation: build.mutation<
      StaffConversationResponse | { conversation: StaffConversationResponse['conversation'] },
      UpdateConversationRequest & { id: string }
    >({
      query: ({ id, ...body }) => ({ url: API.staff.conversation(id), method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Conversation', id },
        { type: 'Conversation', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useChatValuationOptionsQuery,
  useMarkChatReadMutation,
  useGetStaffConversationsQuery,
  useGetStaffConversationQuery,
  useMarkStaffReadMutation,
  useUpdateConversationMutation,
} = chatApi;
