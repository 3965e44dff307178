import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { VALUATION_ERRORS } from '@valuation/contracts';
import { DomainError } from '../../../common/domain-error';
import { ErrorResponseDto } from '../../../common/dto/error-response.dto';
import { ParseIdPipe } from '../../../common/pipes/parse-id.pipe';
import { Authenticated, AuthenticatedUser, CurrentUser } from '../../auth';
import { ValuationResponseDto } from '../dto/valuation.dto';
import {
  TestCheckoutResponseDto,
  TestPaymentDto,
  WebhookReceivedDto,
} from '../dto/test-payment.dto';
import { ValuationsService } from '../valuations.service';
import { StripeEventsService } from './stripe-events.service';
import { TestCheckoutService } from './test-checkout.service';
import { OwnVisitAnswer } from './visit-payments';

const CheckoutId = () => Param('checkoutId', new ParseIdPipe(VALUATION_ERRORS.checkoutNotFound));

/** The built-in test payment page's API and Stripe's webhook (contracts: Payments). */
@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly testCheckouts: TestCheckoutService,
    private readonly stripeEvents: StripeEventsService,
    private readonly valuations: ValuationsService,
    private readonly queries: QueryBus,
  ) {}

  @Get('test/:checkoutId')
  @Authenticated()
  @ApiOperation({ summary: 'A test checkout (owner only): amount, reference, status' })
  @ApiOkResponse({ type: TestCheckoutResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async testCheckout(
    @CurrentUser() user: AuthenticatedUser,
    @CheckoutId() checkoutId: string,
  ): Promise<TestCheckoutResponseDto> {
    return { checkout: await this.testCheckouts.testCheckout(user.id, checkoutId) };
  }

  @Post('test/:checkoutId')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary:
      'Pay a test checkout with a Stripe test card (4242… pays, 4000 0000 0000 0002 is declined); no money moves',
  })
  @ApiOkResponse({
    type: ValuationResponseDto,
    description:
      'What was paid for: `{valuation}` now paid, or `{visit}` (a home visit whose deposit or balance is now paid)',
  })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Malformed card details, per field',
  })
  @ApiResponse({ status: 402, type: ErrorResponseDto, description: '"Your card was declined."' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already paid, or cancelled' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async payTest(
    @CurrentUser() user: AuthenticatedUser,
    @CheckoutId() checkoutId: string,
    @Body() dto: TestPaymentDto,
  ): Promise<ValuationResponseDto | { visit: unknown }> {
    const paid = await this.testCheckouts.payTest(user.id, checkoutId, dto);
    if ('visitId' in paid)
      return { visit: await this.queries.execute(new OwnVisitAnswer(user.id, paid.visitId)) };
    return { valuation: await this.valuations.getOwnDto(user.id, paid.valuationId) };
  }

  @Post('stripe/webhook')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Stripe's webhook: the signature is checked on the raw body; each event is handled once",
  })
  @ApiBody({ schema: { type: 'object', description: 'A Stripe event' } })
  @ApiOkResponse({ type: WebhookReceivedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Missing or wrong signature' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Stripe is not configured' })
  async stripeWebhook(
    @Req() request: FastifyRequest & { rawBody?: string },
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookReceivedDto> {
    const stripe = this.stripeEvents.stripe;
    if (!stripe) {
      throw new DomainError('NOT_FOUND', 'Stripe payments are not configured.');
    }
    let event;
    try {
      if (!signature || typeof request.rawBody !== 'string') throw new Error('no signature');
      event = stripe.verifyEvent(request.rawBody, signature);
    } catch {
      throw new DomainError('INVALID_INPUT', 'The Stripe signature of this event is not valid.');
    }
    await this.stripeEvents.handleStripeEvent(event);
    return { received: true };
  }
}
