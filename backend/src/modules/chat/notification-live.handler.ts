import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { NOTIFICATION_SOCKET_EVENT } from '@valuation/contracts';
import { NotificationCreated } from '../notifications';
import { ChatRealtime } from './chat-realtime';

/** A stored notification is announced on every open tab of its user (`notification:new`). */
@EventsHandler(NotificationCreated)
export class NotificationLiveHandler implements IEventHandler<NotificationCreated> {
  constructor(private readonly realtime: ChatRealtime) {}

  handle({ userId, notification }: NotificationCreated): void {
    this.realtime.toUser(userId, NOTIFICATION_SOCKET_EVENT, { notification });
  }
}
