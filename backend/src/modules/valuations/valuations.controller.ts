import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CATALOGUE, VALUATION_ERRORS } from '@valuation/contracts';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { IdempotencyKeyHeader, idempotencyKeyOf } from '../../common/idempotency/idempotency-key';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { Authenticated, AuthenticatedUser, CurrentUser } from '../auth';
import {
  ADD_PHOTOS_SCHEMA,
  CheckoutResponseDto,
  CREATE_VALUATION_SCHEMA,
  ValuationResponseDto,
  ValuationsResponseDto,
} from './dto/valuation.dto';
import { PaymentsService } from './payments/payments.service';
import { isCreateField } from './valuation-form';
import { photoUploadRules } from './photo-storage.service';
import { UploadPipeline } from '../../infrastructure/uploads/upload-pipeline';
import { ValuationCreationService } from './valuation-creation.service';
import { ValuationPhotosService } from './valuation-photos.service';
import { ValuationsService } from './valuations.service';

const ValuationId = () => Param('id', new ParseIdPipe(VALUATION_ERRORS.notFound));

/** The signed-in customer's valuation requests (contracts: Valuation requests). */
@ApiTags('valuations')
@Controller('valuations')
@Authenticated()
export class ValuationsController {
  constructor(
    private readonly valuations: ValuationsService,
    private readonly creation: ValuationCreationService,
    private readonly photos: ValuationPhotosService,
    private readonly uploads: UploadPipeline,
    private readonly payments: PaymentsService,
  ) {}

  @Post()
  @ApiOperation({
    summary:
      'Create a request (multipart: the wizard fields + 1–5 images); the price is fixed now; status awaiting_payment',
  })
  @ApiConsumes('multipart/form-data')
  @IdempotencyKeyHeader()
  @ApiBody({ schema: CREATE_VALUATION_SCHEMA })
  @ApiCreatedResponse({ type: ValuationResponseDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A field against the catalogue, no photo, 6 photos, a file that is not an image',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'A photo over 10 MB (named)' })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
  ): Promise<ValuationResponseDto> {
    const clientKey = idempotencyKeyOf(request);
    const upload = await this.uploads.read(
      request,
      photoUploadRules(CATALOGUE.images.maxFiles, isCreateField),
    );
    try {
      return { valuation: await this.creation.create(user.id, upload, clientKey) };
    } finally {
      await upload.discard();
    }
  }

  @Get()
  @ApiOperation({ summary: "The signed-in customer's requests, newest first" })
  @ApiOkResponse({ type: ValuationsResponseDto })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<ValuationsResponseDto> {
    return { valuations: await this.valuations.list(user.id) };
  }

  @Get(':id')
  @ApiOperation({ summary: "One own request (another customer's answers 404)" })
  @ApiOkResponse({ type: ValuationResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async get(
    @CurrentUser() user: AuthenticatedUser,
    @ValuationId() id: string,
  ): Promise<ValuationResponseDto> {
    return { valuation: await this.valuations.getOwnDto(user.id, id) };
  }

  @Post(':id/photos')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Add photos: before payment (5 in all) or while more information is requested (up to 5 more per upload)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: ADD_PHOTOS_SCHEMA })
  @ApiOkResponse({ type: ValuationResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Not in a status that takes photos' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async addPhotos(
    @CurrentUser() user: AuthenticatedUser,
    @ValuationId() id: string,
    @Req() request: FastifyRequest,
  ): Promise<ValuationResponseDto> {
    const allowance = await this.photos.allowance(user.id, id);
    const upload = await this.uploads.read(
      request,
      photoUploadRules(allowance, () => false),
    );
    try {
      return { valuation: await this.photos.addPhotos(user.id, id, upload) };
    } finally {
      await upload.discard();
    }
  }

  @Post(':id/checkout')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Where to pay an unpaid request: Stripe Checkout, or the built-in /pay/:checkoutId',
  })
  @ApiOkResponse({ type: CheckoutResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already paid or cancelled' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async checkout(
    @CurrentUser() user: AuthenticatedUser,
    @ValuationId() id: string,
  ): Promise<CheckoutResponseDto> {
    const valuation = await this.valuations.getOwn(user.id, id);
    return { checkoutUrl: await this.payments.checkout(valuation) };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Cancel: an unpaid request, or a paid one within 14 days of payment while no expert started (refunded in full)',
  })
  @ApiOkResponse({ type: ValuationResponseDto })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'No longer cancellable (a sentence says why)',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async cancel(
    @CurrentUser() user: AuthenticatedUser,
    @ValuationId() id: string,
  ): Promise<ValuationResponseDto> {
    return { valuation: await this.valuations.cancel(user.id, id) };
  }
}
