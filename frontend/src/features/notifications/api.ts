import {
  API,
  type MarkNotificationsReadRequest,
  type MarkNotificationsReadResponse,
  type NotificationsQuery,
  type NotificationsResponse,
} from '@valuation/contracts';
import { baseApi } from '../../lib/baseApi';

/** The signed-in user's notifications (docs/product.md "Notifications"): the bell and its list. */
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
  }),
});

export const { useNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
