import { Global, Injectable, Logger, Module } from '@nestjs/common';
import { EventEmitter } from 'node:events';

/**
 * A session (or every session of an account) has ended: logout, password change, account disabled
 * or deleted, refresh-token reuse. Live connections opened with it must close (the chat gateway
 * disconnects its sockets, on every process through the Socket.IO Redis adapter).
 */
export interface SessionEnded {
  /** One session ended. */
  sessionId?: string;
  /** Every session of this account ended… */
  userId?: string;
  /** …except this one (a password change keeps the current device signed in). */
  exceptSessionId?: string;
}

const EVENT = 'ended';

/** In-process announcements of ended sessions; listeners never make the announcer fail. */
@Injectable()
export class SessionEvents {
  private readonly emitter = new EventEmitter();
  private readonly logger = new Logger(SessionEvents.name);

  ended(event: SessionEnded): void {
    try {
      this.emitter.emit(EVENT, event);
    } catch (err) {
      this.logger.warn(`A session-end listener failed: ${(err as Error).message}`);
    }
  }

  onEnded(listener: (event: SessionEnded) => void): () => void {
    this.emitter.on(EVENT, listener);
    return () => this.emitter.off(EVENT, listener);
  }
}

/** Global, so the places that end sessions (auth, users, profile) need no extra import. */
@Global()
@Module({ providers: [SessionEvents], exports: [SessionEvents] })
export class SessionEventsModule {}
