/** Which sessions ended: one, or every one of an account but `exceptSessionId`. */
export type EndedSessions =
  | { sessionId: string; userId?: undefined; exceptSessionId?: undefined }
  | { sessionId?: undefined; userId: string; exceptSessionId?: string };

/**
 * A session (or every session of an account) has ended: logout, password change or reset, account
 * disabled or deleted, refresh-token reuse (ADR 020: an event of the auth module, published by
 * SessionEndService once the sessions are revoked and evicted). The chat's live connection closes
 * the ended sessions' sockets.
 */
export class SessionEnded {
  /** One session ended. */
  readonly sessionId?: string;
  /** Every session of this account ended… */
  readonly userId?: string;
  /** …except this one (a password change keeps the current device signed in). */
  readonly exceptSessionId?: string;

  constructor(ended: EndedSessions) {
    this.sessionId = ended.sessionId;
    this.userId = ended.userId;
    this.exceptSessionId = ended.exceptSessionId;
  }
}
