import { ApiProperty } from '@nestjs/swagger';
import {
  CHECKOUT_PURPOSES,
  textProblem,
  type CheckoutPurpose,
  type TestCheckout,
  type TestCheckoutResponse,
  type TestPaymentRequest,
} from '@valuation/contracts';
import { Rule } from '../../../common/validation/rule.decorator';

/** POST /api/payments/test/:checkoutId: the built-in page's card form (checked further by the service). */
export class TestPaymentDto implements TestPaymentRequest {
  @ApiProperty({ example: 'Jane Doe' })
  @Rule('name', (v) => textProblem(v, 'Name on card', 100, false))
  name: string;

  @ApiProperty({ example: '4242 4242 4242 4242' })
  @Rule('cardNumber', (v) => textProblem(v, 'Card number', 40, false))
  cardNumber: string;

  @ApiProperty({ example: '12/30', description: 'MM/YY' })
  @Rule('expiry', (v) => textProblem(v, 'Expiry', 10, false))
  expiry: string;

  @ApiProperty({ example: '123' })
  @Rule('cvc', (v) => textProblem(v, 'CVC', 10, false))
  cvc: string;
}

export class CheckoutVisitDto {
  @ApiProperty({ example: '2026-03-18T09:00:00.000Z' }) start: string;
  @ApiProperty({ example: '2026-03-18T11:00:00.000Z' }) end: string;
}

export class TestCheckoutDto implements TestCheckout {
  @ApiProperty({ format: 'uuid' }) checkoutId: string;
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The request paid for',
  })
  valuationId: string | null;
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The home visit whose deposit or balance is paid for',
  })
  visitId: string | null;
  @ApiProperty({
    enum: CHECKOUT_PURPOSES,
    description: "A valuation request, a home visit's deposit, or its balance after the visit",
  })
  purpose: CheckoutPurpose;
  @ApiProperty({ example: 'LV-7K3Q-9M2D' }) reference: string;
  @ApiProperty({
    type: CheckoutVisitDto,
    nullable: true,
    description: "The home visit's time when a visit is paid for; null for a valuation request",
  })
  visit: CheckoutVisitDto | null;
  @ApiProperty({ example: 95 }) amount: number;
  @ApiProperty({ enum: ['GBP'] }) currency: 'GBP';
  @ApiProperty({ enum: ['open', 'paid', 'expired'] }) status: 'open' | 'paid' | 'expired';
}

export class TestCheckoutResponseDto implements TestCheckoutResponse {
  @ApiProperty({ type: TestCheckoutDto }) checkout: TestCheckoutDto;
}

export class WebhookReceivedDto {
  @ApiProperty({ example: true }) received: boolean;
}
