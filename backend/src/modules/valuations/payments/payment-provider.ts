import type { PaymentProvider as ProviderName } from '@valuation/contracts';

/** What a home visit's payment pays for. */
export type VisitPaymentPurpose = 'deposit' | 'balance';

/** What a provider needs to open a checkout for a request, or for a home visit's deposit or balance. */
export interface CheckoutInput {
  valuationId?: string;
  visitId?: string;
  purpose?: VisitPaymentPurpose;
  reference: string;
  /** e.g. "Watch valuation, Express" */
  description: string;
  amountPence: number;
  customerEmail: string;
  /** Absolute URLs the provider's page returns to. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  /** Where the browser goes to pay (absolute for Stripe, /pay/:checkoutId for the test provider). */
  url: string;
  /** The provider's id of the checkout (test checkout id, Stripe Checkout Session id). */
  providerRef: string;
}

export interface RefundInput {
  providerRef: string;
  providerPaymentRef: string | null;
  amountPence: number;
}

/**
 * The one interface behind which payments are taken (contracts: Payments): the built-in test
 * provider and Stripe Checkout. Everything else in the product sees only this.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /** Refunds a payment in full; resolves to the provider's refund id. */
  refund(input: RefundInput): Promise<string>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
