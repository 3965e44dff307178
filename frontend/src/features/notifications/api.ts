import {
  API,
  type MarkNotificationsReadRequest,
  type MarkNotificationsReadResponse,
  type NotificationsQuery,
  type NotificationsResponse,
  type PushPublicKeyResponse,
  type PushSubscriptionRequest,
} from '@valuation/contracts';
import { baseApi } from '../../lib/baseApi';

/** Notifications and web push subscriptions (contracts.md "Notifications"). */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    notifications: build.query<NotificationsResponse, NotificationsQuery | void>({
      query: (query) => ({ url: API.notifications.list, params: query ?? undefined }),
      providesTags: (result) => [
        ...(result?.notifications.map((n) => ({ type: 'Notification' as const, id: n.id })) ?? []),
        { type: 'Notification', id: 'LIST' },
      ],
    }),
    markNotificationsRead: build.mutation<
      MarkNotificationsReadResponse,
      MarkNotificationsReadRequest
    >({
      query: (body) => ({ url: API.notifications.read, method: 'POST', body }),
      invalidatesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    pushPublicKey: build.query<PushPublicKeyResponse, void>({
      query: () => ({ url: API.push.publicKey }),
    }),
    subscribePush: build.mutation<void, PushSubscriptionRequest>({
      query: (body) => ({ url: API.push.subscriptions, method: 'POST', body }),
    }),
    unsubscribePush: build.mutation<void, { endpoint: string }>({
      query: (body) => ({ url: API.push.subscriptions, method: 'DELETE', body }),
    }),
  }),
});

export const {
  useNotificationsQuery,
  useMarkNotificationsReadMutation,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} = notificationsApi;
