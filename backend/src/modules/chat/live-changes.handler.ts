import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import {
  LIVE_EVENTS,
  type ValuationUpdatedEvent,
  type VisitUpdatedEvent,
} from '@valuation/contracts';
import { ValuationStatusChanged } from '../valuations';
import { VisitChanged } from '../visits';
import { ChatRealtime } from './chat-realtime';

/**
 * Pages follow changes live (contracts: Notifications): a request's or a visit's change goes to
 * its owner's sockets and to staff's (through the Redis adapter, on every process), and the app
 * fetches what it shows of it again.
 */
@EventsHandler(ValuationStatusChanged, VisitChanged)
export class LiveChangesHandler implements IEventHandler<ValuationStatusChanged | VisitChanged> {
  constructor(private readonly realtime: ChatRealtime) {}

  handle(event: ValuationStatusChanged | VisitChanged): void {
    if (event instanceof ValuationStatusChanged) {
      const payload: ValuationUpdatedEvent = { valuationId: event.valuationId, status: event.to };
      this.realtime.toConversation(event.userId, LIVE_EVENTS.valuationUpdated, payload);
    } else {
      const payload: VisitUpdatedEvent = { visitId: event.visitId, status: event.status };
      this.realtime.toConversation(event.userId, LIVE_EVENTS.visitUpdated, payload);
    }
  }
}
