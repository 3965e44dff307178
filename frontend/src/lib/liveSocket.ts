import { SOCKET_PATH } from '@valuation/contracts';
import type { LiveConnection, LiveSocket } from './socket/liveConnection';
import { tokenStorage } from './session';

export type { LiveSocket, LiveSocketEvents } from './socket/liveConnection';

/** The page's one connection, while something holds it. */
let shared: LiveConnection | null = null;

/**
 * Opens the signed-in user's live connection (contracts: Chat, real time; the bell's
 * `notification:new`). Every part of a page that asks (the bell, the chat, live page updates)
 * shares one connection: each gets a handle whose `disconnect()` lets go of it, and the last one
 * closes it (a second later, so a part that remounts at once keeps it). socket.io-client
 * (lib/socket/liveConnection, ADR 021) is imported here, on demand, so it is a chunk of its own
 * that no page loads first. The access token is read from storage on every (re)connection
 * attempt; one the server ended is tried again by the caller's `connect()`.
 */
export async function openLiveSocket(): Promise<LiveSocket> {
  const { LiveConnection } = await import('./socket/liveConnection');
  if (!shared || shared.isClosed) {
    const connection: LiveConnection = new LiveConnection({
      url: window.location.origin,
      path: SOCKET_PATH,
      auth: () => ({ token: tokenStorage.get() ?? '' }),
      onClosed: () => {
        if (shared === connection) shared = null;
      },
    });
    shared = connection;
  }
  return shared.hold();
}
