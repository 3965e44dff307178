import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { PaymentsConfig } from '../../../infrastructure/config/payments.config';
import { CheckoutInput, CheckoutSession, PaymentProvider, RefundInput } from './payment-provider';

type StripeSettings = NonNullable<PaymentsConfig['stripe']>;

/** Stripe Checkout (STRIPE_SECRET_KEY); the API base is configurable so tests use a fake server. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly logger = new Logger(StripePaymentProvider.name);
  readonly client: Stripe;

  constructor(readonly settings: StripeSettings) {
    const base = settings.apiBase;
    this.client = new Stripe(settings.secretKey, {
      maxNetworkRetries: 1,
      timeout: 15_000,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
    const session = await this.client.checkout.sessions.create(
      {
        mode: 'payment',
        customer_email: input.customerEmail,
        client_reference_id: input.visitId ?? input.valuationId,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'gbp',
              unit_amount: input.amountPence,
              product_data: { name: `${input.description} (${input.reference})` },
            },
          },
        ],
        metadata: input.visitId
          ? {
              visitId: input.visitId,
              purpose: input.purpose ?? 'deposit',
              reference: input.reference,
            }
          : { valuationId: input.valuationId ?? '', reference: input.reference },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      {
        idempotencyKey: `checkout-${input.visitId ? `${input.visitId}-${input.purpose}` : input.valuationId}-${Date.now()}`,
      },
    );
    if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
    return { url: session.url, providerRef: session.id };
  }

  async refund(input: RefundInput): Promise<string> {
    let paymentIntent = input.providerPaymentRef;
    if (!paymentIntent) {
      const session = await this.client.checkout.sessions.retrieve(input.providerRef);
      paymentIntent =
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : (session.payment_intent?.id ?? null);
    }
    if (!paymentIntent) throw new Error('The Stripe payment has no PaymentIntent to refund');
    const refund = await this.client.refunds.create({ payment_intent: paymentIntent });
    this.logger.log(`Refunded ${input.amountPence} pence through Stripe (${refund.id})`);
    return refund.id;
  }

  /** The verified event of a webhook call; throws when the signature is wrong or missing. */
  verifyEvent(rawBody: string, signature: string): Stripe.Event {
    return this.client.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
  }
}
