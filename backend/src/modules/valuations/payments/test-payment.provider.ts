import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { ROUTES } from '@valuation/contracts';
import { CheckoutInput, CheckoutSession, PaymentProvider, RefundInput } from './payment-provider';
import { TestCheckout } from './test-checkout.entity';

/**
 * The built-in provider (the default, so the product works offline): a checkout is a row the
 * /pay/:checkoutId page pays through POST /api/payments/test/:checkoutId; no money moves.
 * An open checkout of the request is reused.
 */
@Injectable()
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(
    @InjectRepository(TestCheckout) private readonly checkouts: Repository<TestCheckout>,
  ) {}

  async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
    const subject = input.visitId
      ? { visitId: input.visitId, purpose: input.purpose ?? 'deposit' }
      : { valuationId: input.valuationId };
    const open = await this.checkouts.findOne({
      where: { ...subject, status: 'open' },
      order: { createdAt: 'DESC' },
    });
    const checkout =
      open ?? (await this.checkouts.save(this.checkouts.create({ ...subject, status: 'open' })));
    return { url: testCheckoutPath(checkout.id), providerRef: checkout.id };
  }

  refund(_input: RefundInput): Promise<string> {
    return Promise.resolve(`test_refund_${randomUUID()}`);
  }
}

export function testCheckoutPath(checkoutId: string): string {
  return ROUTES.pay.replace(':checkoutId', encodeURIComponent(checkoutId));
}
