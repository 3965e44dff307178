import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  PAYMENT_TEXTS,
  TEST_CARDS,
  VALUATION_ERRORS,
  VISIT_TEXTS,
  type TestCheckout as TestCheckoutContract,
} from '@valuation/contracts';
import { Clock } from '../../../infrastructure/clock/clock';
import { DomainError } from '../../../common/domain-error';
import { claimOne } from '../../../database/atomic-claim';
import { ValuationRequest } from '../entities/valuation-request.entity';
import { CUSTOMER_ACTOR } from '../valuation-lifecycle.service';
import { cardProblems } from './card-details';
import { Payment } from './payment.entity';
import { PaymentsService, type PaidSubject, type TestCardDetails } from './payments.service';
import { TestCheckout } from './test-checkout.entity';
import { DescribeVisitPayment, SettleVisitPayment } from './visit-payments';

/**
 * The built-in test provider's payment page: what a test checkout is for, and paying it with
 * Stripe's test cards. Marking paid and refunding stay with PaymentsService.
 */
@Injectable()
export class TestCheckoutService {
  constructor(
    private readonly payments: PaymentsService,
    @InjectRepository(Payment) private readonly paymentRows: Repository<Payment>,
    @InjectRepository(TestCheckout) private readonly checkouts: Repository<TestCheckout>,
    @InjectRepository(ValuationRequest) private readonly requests: Repository<ValuationRequest>,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async testCheckout(userId: string, checkoutId: string): Promise<TestCheckoutContract> {
    const visit = await this.ownVisitCheckout(userId, checkoutId);
    if (visit) {
      return {
        checkoutId: visit.checkout.id,
        valuationId: null,
        visitId: visit.checkout.visitId,
        purpose: visit.checkout.purpose ?? 'deposit',
        reference: visit.about.reference,
        visit: {
          start: visit.about.startAt.toISOString(),
          end: visit.about.endAt.toISOString(),
        },
        amount: visit.about.amountPence / 100,
        currency: 'GBP',
        status: visit.checkout.status === 'paid' ? 'paid' : visit.about.status,
      };
    }
    const { checkout, valuation } = await this.ownCheckout(userId, checkoutId);
    return {
      checkoutId: checkout.id,
      valuationId: valuation.id,
      visitId: null,
      purpose: 'valuation',
      reference: valuation.reference,
      visit: null,
      amount: valuation.priceTotal,
      currency: 'GBP',
      status:
        checkout.status === 'paid' || valuation.paidAt
          ? 'paid'
          : valuation.status === 'awaiting_payment'
            ? 'open'
            : 'expired',
    };
  }

  /** Pays a test checkout with Stripe's test cards; answers what was paid for. */
  async payTest(userId: string, checkoutId: string, card: TestCardDetails): Promise<PaidSubject> {
    if (this.payments.provider.name !== 'test') {
      throw new DomainError('NOT_FOUND', VALUATION_ERRORS.checkoutNotFound);
    }
    const visit = await this.ownVisitCheckout(userId, checkoutId);
    const problems = cardProblems(card, this.clock.now());
    if (visit) {
      if (problems.length > 0) {
        throw new DomainError('INVALID_INPUT', problems.map((p) => p.message).join('. '), problems);
      }
      return this.payTestVisit(visit.checkout, visit.about.status, card);
    }
    const { checkout, valuation } = await this.ownCheckout(userId, checkoutId);
    if (problems.length > 0) {
      throw new DomainError('INVALID_INPUT', problems.map((p) => p.message).join('. '), problems);
    }
    if (checkout.status === 'paid' || valuation.paidAt) {
      throw new DomainError('CONFLICT', PAYMENT_TEXTS.alreadyPaid);
    }
    this.payments.assertPayable(valuation);
    const digits = card.cardNumber.replace(/\D/g, '');
    if (digits === TEST_CARDS.declined.replace(/\D/g, '')) {
      throw new DomainError('PAYMENT_DECLINED', PAYMENT_TEXTS.declined);
    }
    const paid = await this.payments.markPaid(valuation.id, {
      actorId: userId,
      actorLabel: CUSTOMER_ACTOR,
    });
    await this.checkouts.update({ id: checkout.id }, { status: 'paid' });
    await this.paymentRows.update(
      { provider: 'test', providerRef: checkout.id },
      { status: 'paid', paidAt: paid.paidAt ?? this.clock.now() },
    );
    return { valuationId: valuation.id };
  }

  private async payTestVisit(
    checkout: TestCheckout,
    status: 'open' | 'paid' | 'expired',
    card: TestCardDetails,
  ): Promise<PaidSubject> {
    const visitId = checkout.visitId!;
    if (checkout.status === 'paid' || status === 'paid') {
      throw new DomainError('CONFLICT', PAYMENT_TEXTS.alreadyPaid);
    }
    if (status === 'expired') throw new DomainError('CONFLICT', VISIT_TEXTS.notPayable);
    if (card.cardNumber.replace(/\D/g, '') === TEST_CARDS.declined.replace(/\D/g, '')) {
      throw new DomainError('PAYMENT_DECLINED', PAYMENT_TEXTS.declined);
    }
    const paidAt = this.clock.now();
    // The checkout is claimed first: of two payments racing, one pays and the other gets 409.
    const claimed = await claimOne(
      this.checkouts,
      { id: checkout.id, status: 'open' },
      { status: 'paid' },
      ['id'],
    );
    if (!claimed) throw new DomainError('CONFLICT', PAYMENT_TEXTS.alreadyPaid);
    try {
      await this.commands.execute(
        new SettleVisitPayment(visitId, checkout.purpose ?? 'deposit', paidAt),
      );
    } catch (err) {
      await this.checkouts.update({ id: checkout.id }, { status: 'open' });
      throw err;
    }
    await this.paymentRows.update(
      { provider: 'test', providerRef: checkout.id },
      { status: 'paid', paidAt },
    );
    return { visitId };
  }

  /** A test checkout of a home visit owned by `userId`, or null when it pays something else. */
  private async ownVisitCheckout(userId: string, checkoutId: string) {
    const checkout = await this.checkouts.findOne({ where: { id: checkoutId } });
    if (!checkout?.visitId) return null;
    const about = await this.queries.execute(
      new DescribeVisitPayment(checkout.visitId, checkout.purpose ?? 'deposit'),
    );
    if (!about || about.userId !== userId) {
      throw new DomainError('NOT_FOUND', VALUATION_ERRORS.checkoutNotFound);
    }
    return { checkout, about };
  }

  private async ownCheckout(userId: string, checkoutId: string) {
    const checkout = await this.checkouts.findOne({ where: { id: checkoutId } });
    const valuation = checkout?.valuationId
      ? await this.requests.findOne({ where: { id: checkout.valuationId } })
      : null;
    if (!checkout || !valuation || valuation.userId !== userId) {
      throw new DomainError('NOT_FOUND', VALUATION_ERRORS.checkoutNotFound);
    }
    return { checkout, valuation };
  }
}
