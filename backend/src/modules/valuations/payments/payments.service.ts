import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import { In, Repository } from 'typeorm';
import {
  PAYMENT_TEXTS,
  TEST_CARDS,
  valuationDueAt,
  VALUATION_ERRORS,
  VISIT_TEXTS,
  type TestCheckout as TestCheckoutContract,
} from '@valuation/contracts';
import { Clock } from '../../../common/clock/clock';
import { DomainError } from '../../../common/domain-error';
import { claimOne } from '../../../database/atomic-claim';
import { AppConfig } from '../../../config/app.config';
import { JobsService } from '../../jobs/jobs.module';
import { ValuationRequest } from '../entities/valuation-request.entity';
import { expiryKey, reminderKey } from '../valuation-jobs';
import { CUSTOMER_ACTOR, ValuationLifecycleService } from '../valuation-lifecycle.service';
import { cardProblems } from './card-details';
import { Payment } from './payment.entity';
import { PAYMENT_PROVIDER, PaymentProvider, VisitPaymentPurpose } from './payment-provider';
import { ProcessedPaymentEvent } from './processed-payment-event.entity';
import { StripePaymentProvider } from './stripe-payment.provider';
import { TestCheckout } from './test-checkout.entity';

/**
 * What the visits module tells payments about a home visit (it registers itself, as it depends on
 * this module): what a checkout of it is worth and to whom, and what happens once it is paid.
 */
export interface VisitPaymentHandler {
  describe(
    visitId: string,
    purpose: VisitPaymentPurpose,
  ): Promise<{
    userId: string;
    reference: string;
    amountPence: number;
    status: 'open' | 'paid' | 'expired';
  } | null>;
  /** Marks the deposit or the balance paid; throws CONFLICT when it was paid already or the visit was cancelled. */
  paid(visitId: string, purpose: VisitPaymentPurpose, paidAt: Date): Promise<void>;
  /** The visit as its owner's answers carry it (`{visit}` of the test payment). */
  answer(userId: string, visitId: string): Promise<unknown>;
}

/** What a test payment paid for. */
export type PaidSubject = { valuationId: string } | { visitId: string };

export interface TestCardDetails {
  name: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/**
 * Checkouts, payments and refunds of valuation requests, whichever provider takes them. A request
 * becomes paid only through `markPaid`, whose atomic status claim makes paying twice impossible.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);
  private readonly publicUrl: string;
  private visitHandler: VisitPaymentHandler | null = null;

  constructor(
    @Inject(PAYMENT_PROVIDER) readonly provider: PaymentProvider,
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    @InjectRepository(TestCheckout) private readonly checkouts: Repository<TestCheckout>,
    @InjectRepository(ValuationRequest) private readonly requests: Repository<ValuationRequest>,
    @InjectRepository(ProcessedPaymentEvent)
    private readonly events: Repository<ProcessedPaymentEvent>,
    private readonly lifecycle: ValuationLifecycleService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    config: ConfigService,
  ) {
    this.publicUrl = config.getOrThrow<AppConfig>('app').publicUrl;
  }

  /** Opens (or reuses) a checkout of an unpaid request; answers where the browser pays. */
  async checkout(valuation: ValuationRequest): Promise<string> {
    this.assertPayable(valuation);
    const description = this.lifecycle.mailData(valuation).description;
    const page = `${this.publicUrl}/valuations/${valuation.id}`;
    let session;
    try {
      session = await this.provider.createCheckout({
        valuationId: valuation.id,
        reference: valuation.reference,
        description,
        amountPence: valuation.priceTotal * 100,
        customerEmail: valuation.email,
        successUrl: page,
        cancelUrl: page,
      });
    } catch (err) {
      this.logger.error(`Could not open a checkout: ${(err as Error).message}`);
      throw new DomainError('PAYMENT_PROVIDER_FAILED', VALUATION_ERRORS.paymentProviderFailed);
    }
    await this.payments
      .createQueryBuilder()
      .insert()
      .values({
        valuationId: valuation.id,
        userId: valuation.userId,
        valuationReference: valuation.reference,
        provider: this.provider.name,
        providerRef: session.providerRef,
        amountPence: valuation.priceTotal * 100,
        currency: 'GBP',
        status: 'pending',
      })
      .orIgnore()
      .execute();
    return session.url;
  }

  /** The visits module registers how a visit's payment is described and settled. */
  registerVisitHandler(handler: VisitPaymentHandler): void {
    this.visitHandler = handler;
  }

  /** The visit a test payment paid for, as its owner sees it. */
  visitAnswer(userId: string, visitId: string): Promise<unknown> {
    if (!this.visitHandler) throw new DomainError('NOT_FOUND', VALUATION_ERRORS.checkoutNotFound);
    return this.visitHandler.answer(userId, visitId);
  }

  /** Opens (or reuses) a checkout of a home visit's deposit or balance; answers where the browser pays. */
  async checkoutVisit(input: {
    visitId: string;
    purpose: VisitPaymentPurpose;
    userId: string;
    reference: string;
    description: string;
    amountPence: number;
    customerEmail: string;
    returnPath: string;
  }): Promise<string> {
    const page = `${this.publicUrl}${input.returnPath}`;
    let session;
    try {
      session = await this.provider.createCheckout({
        visitId: input.visitId,
        purpose: input.purpose,
        reference: input.reference,
        description: input.description,
        amountPence: input.amountPence,
        customerEmail: input.customerEmail,
        successUrl: page,
        cancelUrl: page,
      });
    } catch (err) {
      this.logger.error(`Could not open a checkout: ${(err as Error).message}`);
      throw new DomainError('PAYMENT_PROVIDER_FAILED', VALUATION_ERRORS.paymentProviderFailed);
    }
    await this.payments
      .createQueryBuilder()
      .insert()
      .values({
        visitId: input.visitId,
        purpose: input.purpose,
        userId: input.userId,
        valuationReference: input.reference,
        provider: this.provider.name,
        providerRef: session.providerRef,
        amountPence: input.amountPence,
        currency: 'GBP',
        status: 'pending',
      })
      .orIgnore()
      .execute();
    return session.url;
  }

  /** The payments of a home visit, oldest first. */
  visitPayments(visitId: string): Promise<Payment[]> {
    return this.payments.find({ where: { visitId }, order: { createdAt: 'ASC' } });
  }

  /** Refunds a home visit's paid payments of `purpose` in full; answers the pence refunded. */
  async refundVisit(visitId: string, purpose: VisitPaymentPurpose): Promise<number> {
    const paid = await this.payments.find({ where: { visitId, purpose, status: 'paid' } });
    let refunded = 0;
    for (const payment of paid) {
      await this.refundPayment(payment);
      refunded += payment.amountPence;
    }
    return refunded;
  }

  /** The latest payment of a request that got anywhere (paid or refunded first, else pending). */
  async paymentOf(valuationId: string): Promise<Payment | null> {
    const rows = await this.payments.find({
      where: { valuationId },
      order: { createdAt: 'DESC' },
    });
    return (
      rows.find((p) => p.status === 'paid' || p.status === 'refunded') ??
      rows.find((p) => p.status === 'pending') ??
      rows[0] ??
      null
    );
  }

  // --- The built-in test provider ------------------------------------------------------------

  async testCheckout(userId: string, checkoutId: string): Promise<TestCheckoutContract> {
    const visit = await this.ownVisitCheckout(userId, checkoutId);
    if (visit) {
      return {
        checkoutId: visit.checkout.id,
        valuationId: null,
        visitId: visit.checkout.visitId,
        reference: visit.about.reference,
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
      reference: valuation.reference,
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
    if (this.provider.name !== 'test') {
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
    this.assertPayable(valuation);
    const digits = card.cardNumber.replace(/\D/g, '');
    if (digits === TEST_CARDS.declined.replace(/\D/g, '')) {
      throw new DomainError('PAYMENT_DECLINED', PAYMENT_TEXTS.declined);
    }
    const paid = await this.markPaid(valuation.id, { actorId: userId, actorLabel: CUSTOMER_ACTOR });
    await this.checkouts.update({ id: checkout.id }, { status: 'paid' });
    await this.payments.update(
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
      await this.visitHandler!.paid(visitId, checkout.purpose ?? 'deposit', paidAt);
    } catch (err) {
      await this.checkouts.update({ id: checkout.id }, { status: 'open' });
      throw err;
    }
    await this.payments.update(
      { provider: 'test', providerRef: checkout.id },
      { status: 'paid', paidAt },
    );
    return { visitId };
  }

  /** A test checkout of a home visit owned by `userId`, or null when it pays something else. */
  private async ownVisitCheckout(userId: string, checkoutId: string) {
    const checkout = await this.checkouts.findOne({ where: { id: checkoutId } });
    if (!checkout?.visitId || !this.visitHandler) return null;
    const about = await this.visitHandler.describe(checkout.visitId, checkout.purpose ?? 'deposit');
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

  private assertPayable(valuation: ValuationRequest): void {
    if (valuation.status === 'awaiting_payment') return;
    if (valuation.status === 'cancelled')
      throw new DomainError('CONFLICT', VALUATION_ERRORS.cancelled);
    throw new DomainError('CONFLICT', PAYMENT_TEXTS.alreadyPaid);
  }

  /**
   * awaiting_payment → paid with paidAt and dueAt (the tier's turnaround's upper bound in UK
   * business days); the receipt is mailed. CONFLICT (already paid) when another payment won.
   */
  async markPaid(
    valuationId: string,
    actor: { actorId?: string | null; actorLabel?: string } = {},
  ): Promise<ValuationRequest> {
    const valuation = await this.requests.findOne({ where: { id: valuationId } });
    if (!valuation) throw new DomainError('NOT_FOUND', VALUATION_ERRORS.notFound);
    const paidAt = this.clock.now();
    const dueAt = valuationDueAt(paidAt, valuation.serviceType, valuation.serviceTier);
    try {
      const paid = await this.lifecycle.transition(valuationId, 'paid', {
        ...actor,
        from: ['awaiting_payment'],
        set: { paidAt, dueAt },
      });
      await this.jobs.cancel(reminderKey(valuationId));
      await this.jobs.cancel(expiryKey(valuationId));
      return paid;
    } catch (err) {
      if (err instanceof DomainError && err.code === 'CONFLICT') {
        const now = await this.requests.findOne({ where: { id: valuationId } });
        throw new DomainError(
          'CONFLICT',
          now?.status === 'cancelled' ? VALUATION_ERRORS.cancelled : PAYMENT_TEXTS.alreadyPaid,
        );
      }
      throw err;
    }
  }

  /** Refunds the request's paid payment in full through its provider; true when one was refunded. */
  async refundFor(valuationId: string): Promise<boolean> {
    const payment = await this.payments.findOne({
      where: { valuationId, status: 'paid' },
      order: { paidAt: 'DESC' },
    });
    if (!payment) return false;
    await this.refundPayment(payment);
    return true;
  }

  private async refundPayment(payment: Payment): Promise<void> {
    const refundRef = await this.providerFor(payment).refund({
      providerRef: payment.providerRef,
      providerPaymentRef: payment.providerPaymentRef,
      amountPence: payment.amountPence,
    });
    await this.payments.update(
      { id: payment.id, status: In(['paid', 'pending']) },
      { status: 'refunded', refundedAt: this.clock.now(), refundRef },
    );
  }

  private providerFor(payment: Payment): PaymentProvider {
    if (payment.provider !== this.provider.name) {
      throw new Error(
        `A ${payment.provider} payment cannot be refunded: that provider is not configured`,
      );
    }
    return this.provider;
  }

  // --- Stripe webhooks -----------------------------------------------------------------------

  get stripe(): StripePaymentProvider | null {
    return this.provider instanceof StripePaymentProvider ? this.provider : null;
  }

  /**
   * Acts on a verified Stripe event once (its id is stored after it was handled; handling is
   * idempotent anyway, so a replay or a race is harmless, and so is an event out of order).
   */
  async handleStripeEvent(event: Stripe.Event): Promise<void> {
    if (await this.events.exist({ where: { id: event.id } })) return;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        await this.stripeSessionPaid(event.data.object);
        break;
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed':
        await this.payments.update(
          { provider: 'stripe', providerRef: event.data.object.id, status: 'pending' },
          { status: 'failed' },
        );
        break;
      case 'charge.refunded': {
        const charge = event.data.object;
        const intent =
          typeof charge.payment_intent === 'string'
            ? charge.payment_intent
            : charge.payment_intent?.id;
        if (intent && charge.refunded) {
          await this.payments.update(
            { provider: 'stripe', providerPaymentRef: intent, status: 'paid' },
            { status: 'refunded', refundedAt: this.clock.now() },
          );
        }
        break;
      }
      default:
        break;
    }
    await this.events
      .createQueryBuilder()
      .insert()
      .values({ id: event.id, provider: 'stripe', type: event.type.slice(0, 100) })
      .orIgnore()
      .execute();
  }

  private async stripeSessionPaid(session: Stripe.Checkout.Session): Promise<void> {
    if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required')
      return;
    const intent =
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : (session.payment_intent?.id ?? null);
    const claimed = await claimOne(
      this.payments,
      { provider: 'stripe', providerRef: session.id, status: In(['pending', 'failed']) },
      { status: 'paid', paidAt: this.clock.now(), providerPaymentRef: intent },
      ['id'],
    );
    if (!claimed) return; // unknown session, or this payment was already handled
    const payment = (await this.payments.findOne({ where: { id: claimed.id } }))!;
    if (payment.visitId && this.visitHandler) {
      try {
        await this.visitHandler.paid(
          payment.visitId,
          payment.purpose ?? 'deposit',
          this.clock.now(),
        );
      } catch (err) {
        if (!(err instanceof DomainError) || err.code !== 'CONFLICT') throw err;
        this.logger.warn(
          `A payment of visit ${payment.valuationReference} not needed: refunding it`,
        );
        await this.refundPayment(payment);
      }
      return;
    }
    if (!payment.valuationId) return;
    try {
      await this.markPaid(payment.valuationId, { actorLabel: CUSTOMER_ACTOR });
    } catch (err) {
      if (!(err instanceof DomainError) || err.code !== 'CONFLICT') throw err;
      // Money was taken for a request already paid (a second Checkout Session) or cancelled:
      // give it back at once.
      this.logger.warn(`A second payment of request ${payment.valuationReference}: refunding it`);
      await this.refundPayment(payment);
    }
  }
}
