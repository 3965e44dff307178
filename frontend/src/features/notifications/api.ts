import {
  API,
  NOTIFICATION_LIMITS,
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
    /**
     * The list screen: pages of NOTIFICATION_LIMITS.defaultPageSize, each after the last one's
     * oldest entry (the API's `before` cursor), as far back as the user goes. Invalidating the
     * list (a new notification, a read) refetches every page loaded so far, first to last.
     */
    notificationPages: build.infiniteQuery<NotificationsResponse, void, string>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (last) =>
          last.hasMore ? last.notifications[last.notifications.length - 1]?.id : undefined,
      },
      query: ({ pageParam }) => ({
        url: API.notifications.list,
        params: {
          limit: NOTIFICATION_LIMITS.defaultPageSize,
          ...(pageParam ? { before: pageParam } : {}),
        },
      }),
      providesTags: (result) => [
        ...(result?.pages.flatMap((page) =>
          page.notifications.map((n) => ({ type: 'Notification' as const, id: n.id })),
        ) ?? []),
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

export const {
  useNotificationsQuery,
  useNotificationPagesInfiniteQuery,
  useMarkNotificationsReadMutation,
} = notificationsApi;
