import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { PAYMENT_TEXTS, valuationDueAt, VALUATION_ERRORS } from '@valuation/contracts';
import { Clock } from '../../../infrastructure/clock/clock';
import { DomainError } from '../../../common/domain-error';
import { AppConfig } from '../../../infrastructure/config/app.config';
import { JobsService } from '../../../infrastructure/jobs/jobs.module';
import { ValuationRequest } from '../entities/valuation-request.entity';
import { expiryKey, reminderKey } from '../valuation-jobs';
import { ValuationLifecycleService } from '../valuation-lifecycle.service';
import { Payment } from './payment.entity';
import { PAYMENT_PROVIDER, PaymentProvider, VisitPaymentPurpose } from './payment-provider';

/** What a test payment paid for. */
export type PaidSubject = { valuationId: string } | { visitId: string };

/** What a checkout pays for: a valuation request, or a home visit's deposit or balance. */
type CheckoutSubject = { valuationId: string } | { visitId: string; purpose: VisitPaymentPurpose };

/** Who pays, how much and for what, and the page of ours the provider's page returns to. */
interface CheckoutDetails {
  userId: string;
  reference: string;
  description: string;
  amountPence: number;
  customerEmail: string;
  returnPath: string;
}

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

  constructor(
    @Inject(PAYMENT_PROVIDER) readonly provider: PaymentProvider,
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    @InjectRepository(ValuationRequest) private readonly requests: Repository<ValuationRequest>,
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
    return this.openCheckout(
      { valuationId: valuation.id },
      {
        userId: valuation.userId,
        reference: valuation.reference,
        description: this.lifecycle.mailData(valuation).description,
        amountPence: valuation.priceTotal * 100,
        customerEmail: valuation.email,
        returnPath: `/valuations/${valuation.id}`,
      },
    );
  }

  /** Opens (or reuses) a checkout of a home visit's deposit or balance; answers where the browser pays. */
  async checkoutVisit({
    visitId,
    purpose,
    ...checkout
  }: { visitId: string; purpose: VisitPaymentPurpose } & CheckoutDetails): Promise<string> {
    return this.openCheckout({ visitId, purpose }, checkout);
  }

  /**
   * The one way a checkout opens: the provider's page for `subject`, and its pending payment row
   * (kept once per provider reference, so reopening reuses it).
   */
  private async openCheckout(subject: CheckoutSubject, details: CheckoutDetails): Promise<string> {
    const page = `${this.publicUrl}${details.returnPath}`;
    let session;
    try {
      session = await this.provider.createCheckout({
        ...subject,
        reference: details.reference,
        description: details.description,
        amountPence: details.amountPence,
        customerEmail: details.customerEmail,
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
        ...subject,
        userId: details.userId,
        valuationReference: details.reference,
        provider: this.provider.name,
        providerRef: session.providerRef,
        amountPence: details.amountPence,
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

  /** CONFLICT unless the request still waits for its payment. */
  assertPayable(valuation: ValuationRequest): void {
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

  /** Refunds one payment in full through its provider and records it. */
  async refundPayment(payment: Payment): Promise<void> {
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
}
