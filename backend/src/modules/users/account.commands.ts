import { Command } from '@nestjs/cqrs';

/**
 * Every session of an account ends at once (its account was disabled): declared by the users
 * module, which may not import auth, and handled by auth, which owns sessions (ADR 020). Awaited:
 * the admin's answer comes once the sessions are revoked, evicted and their sockets closed.
 */
export class EndAccountSessions extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}
