import { Injectable, Optional } from '@nestjs/common';
import { SOCKET_EVENTS } from '@valuation/contracts';
import type { Server } from 'socket.io';
import { MetricsService } from '../../infrastructure/metrics/metrics.service';

/** Room names: every socket is in its user's and its session's room; staff also in `staff`. */
export const ROOMS = {
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  staff: 'staff',
} as const;

/**
 * The Socket.IO server as the chat service sees it (set by the gateway once it is up). A
 * conversation's room is its customer's user room (one conversation per customer); staff get every
 * conversation's events through `staff`. With the Redis adapter, emits and fetchSockets reach every
 * process.
 */
@Injectable()
export class ChatRealtime {
  private server: Server | null = null;

  constructor(@Optional() metrics?: MetricsService) {
    metrics?.gauge(
      'socketio_connections',
      'Open Socket.IO connections to this process',
      () => this.server?.engine.clientsCount ?? 0,
    );
  }

  attach(server: Server): void {
    this.server = server;
  }

  get io(): Server | null {
    return this.server;
  }

  /** To the customer's sockets and to staff. */
  toConversation(customerId: string, event: string, payload: unknown): void {
    this.server?.to([ROOMS.user(customerId), ROOMS.staff]).emit(event, payload);
  }

  toStaff(event: (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS], payload: unknown): void {
    this.server?.to(ROOMS.staff).emit(event, payload);
  }

  /** To every open tab of the user (notifications). */
  toUser(userId: string, event: string, payload: unknown): void {
    this.server?.to(ROOMS.user(userId)).emit(event, payload);
  }

  /** True when the user has a live connection on any process. */
  async isOnline(userId: string): Promise<boolean> {
    if (!this.server) return false;
    const sockets = await this.server.in(ROOMS.user(userId)).fetchSockets();
    return sockets.length > 0;
  }

  disconnect(room: string, except?: string): void {
    if (!this.server) return;
    const target = except ? this.server.in(room).except(except) : this.server.in(room);
    target.disconnectSockets(true);
  }
}
