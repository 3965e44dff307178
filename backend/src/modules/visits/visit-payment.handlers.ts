import {
  CommandHandler,
  QueryHandler,
  type ICommandHandler,
  type IQueryHandler,
} from '@nestjs/cqrs';
import type { Visit } from '@valuation/contracts';
import {
  DescribeVisitPayment,
  OwnVisitAnswer,
  SettleVisitPayment,
  type VisitPaymentDescription,
} from '../valuations';
import { VisitLifecycleService } from './visit-lifecycle.service';

/**
 * What payments asks about a visit's deposit or balance, answered here (ADR 020): payments
 * declares the query and the command, the visits module (which depends on payments) handles them.
 */
@QueryHandler(DescribeVisitPayment)
export class DescribeVisitPaymentHandler implements IQueryHandler<DescribeVisitPayment> {
  constructor(private readonly lifecycle: VisitLifecycleService) {}

  execute({ visitId, purpose }: DescribeVisitPayment): Promise<VisitPaymentDescription | null> {
    return this.lifecycle.describePayment(visitId, purpose);
  }
}

@CommandHandler(SettleVisitPayment)
export class SettleVisitPaymentHandler implements ICommandHandler<SettleVisitPayment> {
  constructor(private readonly lifecycle: VisitLifecycleService) {}

  execute({ visitId, purpose, paidAt }: SettleVisitPayment): Promise<void> {
    return this.lifecycle.paid(visitId, purpose, paidAt);
  }
}

@QueryHandler(OwnVisitAnswer)
export class OwnVisitAnswerHandler implements IQueryHandler<OwnVisitAnswer> {
  constructor(private readonly lifecycle: VisitLifecycleService) {}

  execute({ userId, visitId }: OwnVisitAnswer): Promise<Visit> {
    return this.lifecycle.ownDto(userId, visitId);
  }
}

export const VISIT_PAYMENT_HANDLERS = [
  DescribeVisitPaymentHandler,
  SettleVisitPaymentHandler,
  OwnVisitAnswerHandler,
];
