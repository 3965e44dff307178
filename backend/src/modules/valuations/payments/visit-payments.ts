import { Command, Query } from '@nestjs/cqrs';
import type { VisitPaymentPurpose } from './payment-provider';

/**
 * What payments asks about a home visit's deposit or balance (ADR 020). Payments declares them and
 * the visits module, which depends on payments, handles them (`@QueryHandler`, `@CommandHandler`):
 * payments never imports visits, and nothing is registered at run time.
 */

/** What a visit's checkout is worth and to whom; null for an unknown visit. */
export interface VisitPaymentDescription {
  userId: string;
  reference: string;
  amountPence: number;
  /** When the visit is (its deposit's and balance's page say so). */
  startAt: Date;
  endAt: Date;
  status: 'open' | 'paid' | 'expired';
}

export class DescribeVisitPayment extends Query<VisitPaymentDescription | null> {
  constructor(
    readonly visitId: string,
    readonly purpose: VisitPaymentPurpose,
  ) {
    super();
  }
}

/**
 * The deposit or the balance was paid: the visit is confirmed (or its balance marked paid). Rejects
 * with CONFLICT when it was paid already or the visit was cancelled (the caller refunds or undoes).
 */
export class SettleVisitPayment extends Command<void> {
  constructor(
    readonly visitId: string,
    readonly purpose: VisitPaymentPurpose,
    readonly paidAt: Date,
  ) {
    super();
  }
}

/** The visit as its owner's answers carry it (`{visit}` of the test payment). */
export class OwnVisitAnswer extends Query<unknown> {
  constructor(
    readonly userId: string,
    readonly visitId: string,
  ) {
    super();
  }
}
