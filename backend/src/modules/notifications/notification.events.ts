import type { AppNotification } from '@valuation/contracts';

/**
 * A notification was stored for a user (ADR 020: an event of the notifications module). The live
 * connection announces it on the user's open tabs (`notification:new`); the notifications module
 * itself knows nothing of sockets.
 */
export class NotificationCreated {
  constructor(
    readonly userId: string,
    readonly notification: AppNotification,
  ) {}
}
