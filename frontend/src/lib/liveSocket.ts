import type { Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@valuation/contracts';
import { tokenStorage } from './session';

export type LiveSocket = Pick<
  Socket,
  'on' | 'off' | 'emit' | 'connect' | 'disconnect' | 'active'
> & {
  io: Pick<Socket['io'], 'on' | 'off'>;
};

/**
 * Opens the signed-in user's live connection (contracts: Chat, real time; the bell's
 * `notification:new`). `socket.io-client` is imported here, on demand, so it is a chunk of its
 * own that no page loads first. The access token is read from storage on every (re)connection
 * attempt (the `auth` callback), so a refreshed token is used.
 */
export async function openLiveSocket(): Promise<LiveSocket> {
  const { io } = await import('socket.io-client');
  return io(window.location.origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: (send) => send({ token: tokenStorage.get() ?? '' }),
  });
}
