import { thisTabOnly, type TabMessage, type TabSync } from './tabSync';

/*
 * The browser's side of the tabs' coordination (Web Locks 'auth-refresh' + BroadcastChannel
 * 'auth'), free of the store: the app's session feature (features/session/tabSync.ts) and the
 * site shell's session (site/session.ts, lib/session/sessionFetch.ts) use the same lock and
 * channel, so a refresh or a sign-out in either is seen by the other.
 */

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The part of BroadcastChannel used here. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export const REFRESH_LOCK = 'auth-refresh';
export const CHANNEL_NAME = 'auth';

function isTabMessage(value: unknown): value is TabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as { type?: unknown; token?: unknown };
  if (message.type === 'signedOut') return true;
  return message.type === 'tokenRefreshed' && typeof message.token === 'string' && !!message.token;
}

/**
 * Tab coordination from a lock manager and a channel; either may be missing. Without locks each
 * tab refreshes on its own (still one refresh per tab, through the base query's mutex; the server
 * gives two refreshes with the same cookie a grace period). Without a channel the other tabs learn
 * of a refresh from localStorage on their next request, and of a sign-out on their next 401.
 */
export function createTabSync({
  locks,
  channel,
}: {
  locks?: LockManagerLike;
  channel?: ChannelLike;
}): TabSync {
  return {
    withRefreshLock: (task) => (locks ? locks.request(REFRESH_LOCK, task) : task()),
    post(message) {
      try {
        channel?.postMessage(message);
      } catch {
        // A closed channel: nobody left to tell.
      }
    },
    subscribe(listener) {
      if (!channel) return () => {};
      const onMessage = (event: MessageEvent) => {
        if (isTabMessage(event.data)) listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel?.close(),
  };
}

/** This browser's tabs: `navigator.locks` and BroadcastChannel('auth') where they exist. */
export function browserTabSync(): TabSync {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : undefined;
  if (!locks && !channel) return thisTabOnly;
  return createTabSync({ locks: locks ?? undefined, channel });
}
