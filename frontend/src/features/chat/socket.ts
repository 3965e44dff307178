import type { Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@valuation/contracts';
import { tokenStorage } from '../../lib/session';

export type ChatSocket = Pick<
  Socket,
  'on' | 'off' | 'emit' | 'connect' | 'disconnect' | 'active'
> & {
  io: Pick<Socket['io'], 'on' | 'off'>;
};

/**
 * Opens the chat's live connection (contracts: Chat, real time). `socket.io-client` is imported
 * here, on demand, so only the chat and console pages load it. The access token is read from
 * storage on every (re)connection attempt (the `auth` callback), so a refreshed token is used.
 */
export async function openChatSocket(): Promise<ChatSocket> {
  const { io } = await import('socket.io-client');
  return io(window.location.origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: (send) => send({ token: tokenStorage.get() ?? '' }),
  });
}
