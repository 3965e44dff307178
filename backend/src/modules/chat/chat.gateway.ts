import { Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayConnection,
  OnGatewayDisconnect,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import {
  AUTH_ERRORS,
  CHAT_LIMITS,
  SOCKET_EVENTS,
  SOCKET_PATH,
  type PresenceEvent,
  type TypingEvent,
} from '@valuation/contracts';
import type { Server, Socket } from 'socket.io';
import { type AccessTokenPayload, SessionsService } from '../auth';
import { DomainError } from '../../common/domain-error';
import { UUID_RE } from '../../common/pipes/parse-id.pipe';
import { ChatRealtime, ROOMS } from './chat-realtime';
import { ChatDeliveryService } from './chat-delivery.service';
import { ChatActor } from './chat.types';
import { ConversationsService } from './conversations.service';

interface SocketData {
  user: ChatActor & { sessionId: string };
  /** The customer's conversation id, once known. */
  conversationId?: string;
  /** Token bucket of client events. */
  tokens: number;
  refilledAt: number;
}

type ChatSocket = Socket<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  SocketData
>;

export const SOCKET_TEXTS = {
  tooManyEvents: 'Too many events. Please slow down.',
  badPayload: 'The event is not valid.',
} as const;

type Ack = { ok: true; messageIds?: string[] } | { ok: false; error: string };

/**
 * The chat's live connection (docs/product.md §2.17, real time). The access token in `auth.token`
 * is checked on every handshake (so a reconnect re-reads it); the socket joins its user's and
 * session's rooms (staff also `staff`), and is disconnected when that session or account ends.
 * Client events are limited per socket (token bucket, CHAT_LIMITS.socketEventsPerSecond).
 */
@WebSocketGateway({ path: SOCKET_PATH, serveClient: false })
export class ChatGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger(ChatGateway.name);
  /** conversation id → its customer (never changes), so staff typing costs no query. */
  private readonly customerOf = new Map<string, string>();

  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SessionsService,
    private readonly conversations: ConversationsService,
    private readonly delivery: ChatDeliveryService,
    private readonly realtime: ChatRealtime,
  ) {}

  afterInit(server: Server): void {
    this.realtime.attach(server);
    server.use((socket, next) => {
      this.authenticate(socket as ChatSocket).then(
        () => next(),
        (err: Error) => next(err),
      );
    });
  }

  private async authenticate(socket: ChatSocket): Promise<void> {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token = auth?.token;
    if (typeof token !== 'string' || token === '' || token.length > 4096)
      throw refused(AUTH_ERRORS.signInRequired);
    const payload = await this.jwt
      .verifyAsync<AccessTokenPayload>(token)
      .catch(() => null as AccessTokenPayload | null);
    const user = payload ? await this.sessions.validateAccess(payload) : null;
    if (!user) throw refused(AUTH_ERRORS.sessionExpired);
    socket.data.user = { id: user.id, role: user.role, sessionId: user.sessionId };
    socket.data.tokens = CHAT_LIMITS.socketEventsPerSecond;
    socket.data.refilledAt = Date.now();
  }

  async handleConnection(socket: ChatSocket): Promise<void> {
    const user = socket.data.user;
    if (!user) {
      socket.disconnect(true);
      return;
    }
    socket.use((packet, next) => {
      if (this.allowEvent(socket)) return next();
      const ack = packet[packet.length - 1];
      if (typeof ack === 'function')
        (ack as (a: Ack) => void)({ ok: false, error: SOCKET_TEXTS.tooManyEvents });
      // dropped: next() is not called
    });
    const rooms = [ROOMS.user(user.id), ROOMS.session(user.sessionId)];
    if (user.role !== 'customer') rooms.push(ROOMS.staff);
    await socket.join(rooms);
    if (user.role === 'customer') this.announcePresence(user.id, true);
  }

  /** A customer's last socket gone: staff are told they are offline (no query, no wait). */
  handleDisconnect(socket: ChatSocket): void {
    const user = socket.data.user;
    if (user?.role !== 'customer') return;
    void this.realtime.isOnline(user.id).then(
      (online) => online || this.announcePresence(user.id, false),
      (err: Error) => this.logger.warn(`Presence of a customer unknown: ${err.message}`),
    );
  }

  /** `presence {customerId, online}` to staff: whose connection the console's pill shows. */
  private announcePresence(customerId: string, online: boolean): void {
    const event: PresenceEvent = { customerId, online };
    this.realtime.toStaff(SOCKET_EVENTS.presence, event);
  }

  /** Token bucket: socketEventsPerSecond per second, bursts up to the same number. */
  private allowEvent(socket: ChatSocket): boolean {
    const rate = CHAT_LIMITS.socketEventsPerSecond;
    const now = Date.now();
    const data = socket.data;
    data.tokens = Math.min(rate, data.tokens + ((now - data.refilledAt) / 1000) * rate);
    data.refilledAt = now;
    if (data.tokens < 1) return false;
    data.tokens -= 1;
    return true;
  }

  /** `typing {conversationId?}`: a customer's goes to staff, an expert's to that customer. */
  @SubscribeMessage(SOCKET_EVENTS.typing)
  async typing(@ConnectedSocket() socket: ChatSocket, @MessageBody() body: unknown): Promise<Ack> {
    const user = socket.data.user;
    try {
      if (user.role === 'customer') {
        socket.data.conversationId ??= (await this.conversations.conversationOf(user.id))?.id;
        const conversationId = socket.data.conversationId;
        if (!conversationId) return { ok: true };
        const event: TypingEvent = { conversationId, role: 'customer' };
        socket.to(ROOMS.staff).emit(SOCKET_EVENTS.typing, event);
        return { ok: true };
      }
      const conversationId = (body as { conversationId?: unknown } | null)?.conversationId;
      if (typeof conversationId !== 'string' || !UUID_RE.test(conversationId))
        return { ok: false, error: SOCKET_TEXTS.badPayload };
      const id = conversationId.toLowerCase();
      let customerId = this.customerOf.get(id);
      if (!customerId) {
        customerId = (await this.conversations.conversationOrFail(id)).customerId;
        if (this.customerOf.size >= 10_000) this.customerOf.clear();
        this.customerOf.set(id, customerId);
      }
      const event: TypingEvent = { conversationId: id, role: 'expert' };
      // The customer, and the other staff (who see a colleague at work).
      socket.to([ROOMS.user(customerId), ROOMS.staff]).emit(SOCKET_EVENTS.typing, event);
      return { ok: true };
    } catch (err) {
      return this.failed(err);
    }
  }

  /** `message:delivered {messageIds}`: the client has received these messages. */
  @SubscribeMessage(SOCKET_EVENTS.messageDelivered)
  async delivered(
    @ConnectedSocket() socket: ChatSocket,
    @MessageBody() body: unknown,
  ): Promise<Ack> {
    const ids = (body as { messageIds?: unknown } | null)?.messageIds;
    if (
      !Array.isArray(ids) ||
      ids.length > CHAT_LIMITS.maxReadIds ||
      !ids.every((id) => typeof id === 'string' && UUID_RE.test(id))
    )
      return { ok: false, error: SOCKET_TEXTS.badPayload };
    try {
      const user = socket.data.user;
      const changed = await this.delivery.markDelivered(
        { id: user.id, role: user.role },
        (ids as string[]).map((id) => id.toLowerCase()),
      );
      return { ok: true, messageIds: changed };
    } catch (err) {
      return this.failed(err);
    }
  }

  private failed(err: unknown): Ack {
    if (err instanceof DomainError) return { ok: false, error: err.sentence };
    this.logger.error(`A socket event failed: ${(err as Error).message}`);
    return { ok: false, error: 'Something went wrong on our side. Please try again.' };
  }
}

function refused(sentence: string): Error {
  const err = new Error(sentence) as Error & { data?: unknown };
  err.data = { statusCode: 401 };
  return err;
}
