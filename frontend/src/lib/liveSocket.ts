import { SOCKET_PATH } from '@valuation/contracts';
import type { LiveClient, LiveClientEvents } from './socket/liveClient';
import { tokenStorage } from './session';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a server event's arguments are the caller's to type
type Listener = (...args: any[]) => void;

/** One holder's view of the user's live connection (Socket.IO's client's names). */
export interface LiveSocket {
  /** Connecting, connected or waiting to reconnect by itself. */
  readonly active: boolean;
  on<E extends keyof LiveClientEvents>(event: E, listener: LiveClientEvents[E]): void;
  on(event: string, listener: Listener): void;
  off(event: string, listener: Listener): void;
  emit(event: string, ...args: unknown[]): void;
  /** Tries again after a refusal or the server's disconnect. */
  connect(): void;
  /** Lets go of the connection: the last holder's closes it. */
  disconnect(): void;
}

/** The page's one connection, while something holds it. */
let shared: { client: LiveClient; holders: number } | null = null;
/** A connection nothing holds is closed this much later (a page that remounts keeps it). */
const RELEASE_GRACE_MS = 1000;

/**
 * Opens the signed-in user's live connection (contracts: Chat, real time; the bell's
 * `notification:new`). Every part of a page that asks (the bell, the chat) shares one connection:
 * each gets a handle whose `disconnect()` lets go of it, and the last one closes it (a second
 * later, so a part that remounts at once keeps it). The client (lib/socket/liveClient, ADR 018) is
 * imported here, on demand, so it is a chunk of its own that no page loads first. The access token
 * is read from storage on every (re)connection attempt; one the server ended is tried again.
 */
export async function openLiveSocket(): Promise<LiveSocket> {
  const { LiveClient } = await import('./socket/liveClient');
  if (!shared) {
    const client = new LiveClient({
      url: `${window.location.origin.replace(/^http/, 'ws')}${SOCKET_PATH}`,
      auth: () => ({ token: tokenStorage.get() ?? '' }),
    });
    shared = { client, holders: 0 };
  }
  shared.client.connect(); // no-op while it is connecting, connected or retrying
  shared.holders += 1;
  return handle(shared);
}

function handle(held: { client: LiveClient; holders: number }): LiveSocket {
  const { client } = held;
  const mine: [string, Listener][] = [];
  let released = false;
  return {
    get active() {
      return client.active;
    },
    on(event: string, listener: Listener) {
      mine.push([event, listener]);
      client.on(event, listener);
      // A holder that arrives once the connection is up hears its `connect` too.
      if (event === 'connect' && client.connected)
        queueMicrotask(() => {
          if (!released && client.connected) listener();
        });
    },
    off(event: string, listener: Listener) {
      client.off(event, listener);
    },
    emit(event: string, ...args: unknown[]) {
      client.emit(event, ...args);
    },
    connect() {
      if (!released) client.connect();
    },
    disconnect() {
      if (released) return;
      released = true;
      for (const [event, listener] of mine) client.off(event, listener);
      held.holders -= 1;
      setTimeout(() => {
        if (held.holders > 0) return;
        client.disconnect();
        if (shared === held) shared = null;
      }, RELEASE_GRACE_MS);
    },
  };
}
