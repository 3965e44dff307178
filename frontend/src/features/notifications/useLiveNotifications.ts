import { useEffect } from 'react';
import {
  LIVE_EVENTS,
  NOTIFICATION_SOCKET_EVENT,
  type ValuationUpdatedEvent,
  type VisitUpdatedEvent,
} from '@valuation/contracts';
import { useAppDispatch } from '../../lib/hooks';
import { openLiveSocket, type LiveSocket } from '../../lib/liveSocket';
import { notificationsApi } from './api';

/** After the server closed the connection (an expired token), try again this much later. */
const RETRY_AFTER_REFUSAL_MS = 2000;
/** The latest the connection waits for the browser to be idle after the page is shown. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * The bell hears `notification:new` on the user's live connection (docs/product.md
 * "Notifications") and refreshes its count and the list at once. Pages follow changes live on the
 * same connection: `valuation:updated` and `visit:updated` refetch the request's or the visit's
 * queries (the customer's page, the staff page, the lists and the agenda) that are on screen. The Socket.IO client is a chunk
 * of its own, fetched only for a signed-in user and only once the page is idle, so it is never
 * part of a page's first load; the connection comes back by itself, and what was missed while it
 * was away is fetched when it does. A new user (another sign-in) gets a new connection.
 */
export function useLiveNotifications(userId: string | undefined): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!userId) return;
    let closed = false;
    let socket: LiveSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () =>
      dispatch(notificationsApi.util.invalidateTags([{ type: 'Notification', id: 'LIST' }]));
    const valuationUpdated = ({ valuationId }: ValuationUpdatedEvent) =>
      dispatch(
        notificationsApi.util.invalidateTags([
          { type: 'Valuation', id: valuationId },
          { type: 'Valuation', id: 'LIST' },
          { type: 'Valuation', id: 'STAFF_LIST' },
        ]),
      );
    const visitUpdated = ({ visitId }: VisitUpdatedEvent) =>
      dispatch(
        notificationsApi.util.invalidateTags([
          { type: 'Visit', id: visitId },
          { type: 'Visit', id: 'LIST' },
          { type: 'Visit', id: 'AGENDA' },
        ]),
      );

    const start = () => {
      void openLiveSocket().then((opened) => {
        if (closed) {
          opened.disconnect();
          return;
        }
        socket = opened;
        opened.on(NOTIFICATION_SOCKET_EVENT, refresh);
        opened.on(LIVE_EVENTS.valuationUpdated, valuationUpdated);
        opened.on(LIVE_EVENTS.visitUpdated, visitUpdated);
        opened.on('connect', () => {
          // What changed before the connection was up (a page shown before the browser was idle)
          // or while it was away is fetched again: no change is missed between the two.
          refresh();
          dispatch(notificationsApi.util.invalidateTags(['Valuation', 'Visit']));
        });
        opened.on('disconnect', (reason) => {
          if (closed || reason !== 'io server disconnect') return;
          // The server ended it (the access token expired): a call through the API refreshes the
          // token, which the next handshake reads.
          clearTimeout(retryTimer);
          retryTimer = setTimeout(() => {
            const probe = dispatch(
              notificationsApi.endpoints.notifications.initiate(
                { limit: 1 },
                { forceRefetch: true, subscribe: false },
              ),
            );
            void probe.finally(() => {
              if (!closed) opened.connect();
            });
          }, RETRY_AFTER_REFUSAL_MS);
        });
      });
    };

    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle
      ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(start, 0);
    return () => {
      closed = true;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      clearTimeout(retryTimer);
      socket?.disconnect();
    };
  }, [userId, dispatch]);
}
