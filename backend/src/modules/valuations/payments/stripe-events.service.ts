import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import { In, Repository } from 'typeorm';
import { Clock } from '../../../infrastructure/clock/clock';
import { DomainError } from '../../../common/domain-error';
import { claimOne } from '../../../database/atomic-claim';
import { CUSTOMER_ACTOR } from '../valuation-lifecycle.service';
import { Payment } from './payment.entity';
import { PaymentsService } from './payments.service';
import { ProcessedPaymentEvent } from './processed-payment-event.entity';
import { StripePaymentProvider } from './stripe-payment.provider';
import { SettleVisitPayment } from './visit-payments';

/**
 * Stripe's webhooks: a verified event is acted on once (paid, expired, refunded at Stripe), through
 * PaymentsService's markPaid and refunds.
 */
@Injectable()
export class StripeEventsService {
  private readonly logger = new Logger(StripeEventsService.name);

  constructor(
    private readonly payments: PaymentsService,
    @InjectRepository(Payment) private readonly paymentRows: Repository<Payment>,
    @InjectRepository(ProcessedPaymentEvent)
    private readonly events: Repository<ProcessedPaymentEvent>,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
  ) {}

  get stripe(): StripePaymentProvider | null {
    const provider = this.payments.provider;
    return provider instanceof StripePaymentProvider ? provider : null;
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
        await this.paymentRows.update(
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
          await this.paymentRows.update(
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
      this.paymentRows,
      { provider: 'stripe', providerRef: session.id, status: In(['pending', 'failed']) },
      { status: 'paid', paidAt: this.clock.now(), providerPaymentRef: intent },
      ['id'],
    );
    if (!claimed) return; // unknown session, or this payment was already handled
    const payment = (await this.paymentRows.findOne({ where: { id: claimed.id } }))!;
    if (payment.visitId) {
      try {
        await this.commands.execute(
          new SettleVisitPayment(payment.visitId, payment.purpose ?? 'deposit', this.clock.now()),
        );
      } catch (err) {
        if (!(err instanceof DomainError) || err.code !== 'CONFLICT') throw err;
        this.logger.warn(
          `A payment of visit ${payment.valuationReference} not needed: refunding it`,
        );
        await this.payments.refundPayment(payment);
      }
      return;
    }
    if (!payment.valuationId) return;
    try {
      await this.payments.markPaid(payment.valuationId, { actorLabel: CUSTOMER_ACTOR });
    } catch (err) {
      if (!(err instanceof DomainError) || err.code !== 'CONFLICT') throw err;
      // Money was taken for a request already paid (a second Checkout Session) or cancelled:
      // give it back at once.
      this.logger.warn(`A second payment of request ${payment.valuationReference}: refunding it`);
      await this.payments.refundPayment(payment);
    }
  }
}
