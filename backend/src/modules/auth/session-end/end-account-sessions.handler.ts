import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EndAccountSessions } from '../../users';
import { SessionEndService } from './session-end.service';

/** The users module's EndAccountSessions, done by the one place that ends sessions. */
@CommandHandler(EndAccountSessions)
export class EndAccountSessionsHandler implements ICommandHandler<EndAccountSessions> {
  constructor(private readonly ending: SessionEndService) {}

  execute({ userId }: EndAccountSessions): Promise<void> {
    return this.ending.endAll(userId);
  }
}
