import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SessionEnded } from '../auth';
import { ChatRealtime, ROOMS } from './chat-realtime';

/**
 * An ended session's sockets close at once (ADR 003): one session's room, or every room of the
 * account but the session that stays signed in (a password change). Through the Redis adapter, on
 * every process.
 */
@EventsHandler(SessionEnded)
export class SessionEndedHandler implements IEventHandler<SessionEnded> {
  constructor(private readonly realtime: ChatRealtime) {}

  handle({ sessionId, userId, exceptSessionId }: SessionEnded): void {
    if (sessionId) this.realtime.disconnect(ROOMS.session(sessionId));
    if (userId)
      this.realtime.disconnect(
        ROOMS.user(userId),
        exceptSessionId ? ROOMS.session(exceptSessionId) : undefined,
      );
  }
}
