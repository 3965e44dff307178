import { useEffect } from 'react';
import { NOTIFICATION_SOCKET_EVENT } from '@valuation/contracts';
import { useAppDispatch } from '../../lib/hooks';
import { openLiveSocket, type LiveSocket } from '../../lib/liveSocket';
import { notificationsApi } from './api';

/** After the server closed the connection (an expired token), try again this much later. */
const RETRY_AFTER_REFUSAL_MS = 2000;
/** The latest the connection waits for the browser to be idle after the page is shown. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * The bell hears `notification:new` on the user's live connection (docs/product.md
 * "Notifications") and refreshes its count and the list at once. The Socket.IO client is a chunk
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

    const start = () => {
      void openLiveSocket().then((opened) => {
        if (closed) {
          opened.disconnect();
          return;
        }
        socket = opened;
        let connectedOnce = false;
        opened.on(NOTIFICATION_SOCKET_EVENT, refresh);
        opened.on('connect', () => {
          if (connectedOnce) refresh();
          connectedOnce = true;
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
