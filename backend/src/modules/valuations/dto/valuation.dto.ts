import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import {
  CATALOGUE,
  hasControlCharacters,
  INFO_REPLY_MAX_LENGTH,
  textProblem,
  type RespondToInfoRequest,
  DEFAULT_VALUATION_PURPOSE,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  SERVICE_TYPES,
  TIER_KEYS,
  VALUATION_BASES,
  VALUATION_PURPOSES,
  VALUATION_RULES,
  VALUATION_STATUSES,
  type CheckoutResponse,
  type ItemIdentity,
  type PaymentProvider,
  type PaymentStatus,
  type PostalAddress,
  type ServiceType,
  type TierKey,
  type Valuation,
  type ValuationBasis,
  type ValuationPayment,
  type ValuationPhoto,
  type ValuationPrice,
  type ValuationPurpose,
  type ValuationResponse,
  type ValuationResult,
  type ValuationsResponse,
  type ValuationStatus,
  type ValuationSummary,
  type ValuationTimelineEntry,
} from '@valuation/contracts';
import { Rule } from '../../../common/validation/rule.decorator';

export class PostalAddressDto implements PostalAddress {
  @ApiProperty({ example: '1 Bond Street' }) street: string;
  @ApiProperty({ example: 'London' }) city: string;
  @ApiProperty({ example: '', description: 'County or state; may be empty' }) state: string;
  @ApiProperty({ example: 'W1S 1AA' }) postalCode: string;
  @ApiProperty({ example: 'United Kingdom' }) country: string;
}

export class ValuationPhotoDto implements ValuationPhoto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'dial.jpg' }) name: string;
  @ApiProperty({ example: 'image/jpeg' }) type: string;
  @ApiProperty({ example: 482113 }) size: number;
  @ApiProperty({ example: 3000 }) width: number;
  @ApiProperty({ example: 4000 }) height: number;
  @ApiProperty({ description: 'Short-lived signed URL of the photo (usable in an <img>)' })
  url: string;
  @ApiProperty({ description: 'Short-lived signed URL of the small preview' })
  previewUrl: string;
  @ApiProperty({ format: 'date-time' }) uploadedAt: string;
}

export class ValuationPriceDto implements ValuationPrice {
  @ApiProperty({ example: 75 }) tier: number;
  @ApiProperty({
    example: 20,
    description: `${CATALOGUE.autoRevalue.price} when auto-revalue was chosen, else 0`,
  })
  autoRevalue: number;
  @ApiProperty({ example: 95 }) total: number;
  @ApiProperty({ enum: ['GBP'] }) currency: 'GBP';
}

export class ValuationTimelineEntryDto implements ValuationTimelineEntry {
  @ApiProperty({ enum: VALUATION_STATUSES }) status: ValuationStatus;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiPropertyOptional() note?: string;
  @ApiPropertyOptional({
    example: 'Jane Doe',
    description:
      'Who made the change: the customer\'s name, an expert\'s name, or "Luxe Valuations"',
  })
  by?: string;
}

export class ValuationPaymentDto implements ValuationPayment {
  @ApiProperty({ enum: PAYMENT_STATUSES }) status: PaymentStatus;
  @ApiProperty({ enum: PAYMENT_PROVIDERS }) provider: PaymentProvider;
  @ApiProperty({ example: 95 }) amount: number;
  @ApiProperty({ enum: ['GBP'] }) currency: 'GBP';
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) refundedAt: string | null;
}

export class ValuationResultDto implements ValuationResult {
  @ApiProperty({ example: 12500 }) value: number;
  @ApiProperty({ enum: ['GBP'] }) currency: 'GBP';
  @ApiProperty({ enum: VALUATION_BASES }) basis: ValuationBasis;
  @ApiProperty() assessedDescription: string;
  @ApiProperty() valuer: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    nullable: true,
    description: 'The identity recorded on completion (IDENTITY_FIELDS of the service)',
  })
  identity: ItemIdentity | null;
  @ApiProperty({ format: 'date-time' }) completedAt: string;
  @ApiProperty() certificateReference: string;
}

export class RevaluationRecommendationDto {
  @ApiProperty() reason: string;
  @ApiProperty({ format: 'date-time' }) at: string;
}

export class ValuationSummaryDto implements ValuationSummary {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'LV-7K3Q-9M2D' }) reference: string;
  @ApiProperty({ enum: VALUATION_STATUSES }) status: ValuationStatus;
  @ApiProperty({ enum: SERVICE_TYPES }) serviceType: ServiceType;
  @ApiProperty({ enum: TIER_KEYS }) serviceTier: TierKey;
  @ApiProperty({ type: ValuationPriceDto }) price: ValuationPriceDto;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: RevaluationRecommendationDto, nullable: true })
  revaluationRecommendation: RevaluationRecommendationDto | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      "When the result is expected: the due date fixed at payment from the tier's turnaround in UK business days; null before payment and once completed or cancelled",
  })
  expectedBy: string | null;
  @ApiProperty({ type: ValuationResultDto, nullable: true }) result: ValuationResultDto | null;
}

export class ValuationDto extends ValuationSummaryDto implements Valuation {
  @ApiProperty({ type: String, nullable: true }) watchBrand: string | null;
  @ApiProperty({ type: String, nullable: true }) otherWatchBrand: string | null;
  @ApiProperty({ type: String, nullable: true }) handbagBrand: string | null;
  @ApiProperty({ type: String, nullable: true }) otherHandbagBrand: string | null;
  @ApiProperty() itemDescription: string;
  @ApiProperty({ enum: VALUATION_PURPOSES }) purpose: ValuationPurpose;
  @ApiProperty({ type: String, nullable: true }) itemModel: string | null;
  @ApiProperty({ type: String, nullable: true }) itemReference: string | null;
  @ApiProperty({ type: String, nullable: true }) itemSerial: string | null;
  @ApiProperty({ type: String, nullable: true }) lastKnownValue: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2015' }) yearOfPurchase: string | null;
  @ApiProperty() autoRevalue: boolean;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: PostalAddressDto }) address: PostalAddressDto;
  @ApiProperty({ type: [ValuationPhotoDto] }) photos: ValuationPhotoDto[];
  @ApiProperty({ type: [ValuationTimelineEntryDto] }) timeline: ValuationTimelineEntryDto[];
  @ApiProperty({ type: ValuationPaymentDto, nullable: true }) payment: ValuationPaymentDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) cancellableUntil:
    string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revaluationDueAt:
    string | null;
}

export class ExportedPhotoDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() type: string;
  @ApiProperty() size: number;
  @ApiProperty() width: number;
  @ApiProperty() height: number;
  @ApiProperty({ format: 'date-time' }) uploadedAt: string;
}

/** A request in the data export (no photo links, no cancellation deadline). */
export class ExportedValuationDto extends OmitType(ValuationDto, [
  'photos',
  'cancellableUntil',
] as const) {
  @ApiProperty({ type: [ExportedPhotoDto] }) photos: ExportedPhotoDto[];
}

export class ValuationResponseDto implements ValuationResponse {
  @ApiProperty({ type: ValuationDto }) valuation: ValuationDto;
}

export class ValuationsResponseDto implements ValuationsResponse {
  @ApiProperty({ type: [ValuationSummaryDto] }) valuations: ValuationSummaryDto[];
}

export class CheckoutResponseDto implements CheckoutResponse {
  @ApiProperty({
    example: '/pay/5b0c…',
    description: 'A Stripe Checkout page, or the built-in /pay/:checkoutId',
  })
  checkoutUrl: string;
}

/** The multipart form of POST /api/valuations, for Swagger (the route reads the stream itself). */
export const CREATE_VALUATION_SCHEMA = {
  type: 'object',
  required: [
    'serviceType',
    'serviceTier',
    'itemDescription',
    'firstName',
    'lastName',
    'email',
    'address',
    'images',
  ],
  properties: {
    serviceType: { type: 'string', enum: [...SERVICE_TYPES] },
    serviceTier: { type: 'string', enum: [...TIER_KEYS] },
    watchBrand: {
      type: 'string',
      enum: [...CATALOGUE.watchBrands],
      description: 'Watch valuations only',
    },
    otherWatchBrand: { type: 'string', description: 'When watchBrand is "Other"' },
    handbagBrand: {
      type: 'string',
      enum: [...CATALOGUE.handbagBrands],
      description: 'Handbag valuations only',
    },
    otherHandbagBrand: { type: 'string', description: 'When handbagBrand is "Other"' },
    itemDescription: { type: 'string', maxLength: 5000 },
    purpose: {
      type: 'string',
      enum: [...VALUATION_PURPOSES],
      default: DEFAULT_VALUATION_PURPOSE,
      description: 'What the valuation is for; the basis the expert starts from',
    },
    itemModel: { type: 'string', maxLength: VALUATION_RULES.maxIdentityFieldLength },
    itemReference: { type: 'string', maxLength: VALUATION_RULES.maxIdentityFieldLength },
    itemSerial: { type: 'string', maxLength: VALUATION_RULES.maxIdentityFieldLength },
    lastKnownValue: { type: 'string', description: 'Jewellery and handbags only' },
    yearOfPurchase: {
      type: 'string',
      pattern: '^\\d{4}$',
      description: 'Jewellery and handbags only',
    },
    autoRevalue: { type: 'string', enum: ['true', 'false'] },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string', format: 'email' },
    phone: { type: 'string' },
    address: {
      type: 'string',
      description:
        'JSON object {street, city, state, postalCode, country}; or send address[street]… parts',
      example:
        '{"street":"1 Bond Street","city":"London","state":"","postalCode":"W1S 1AA","country":"United Kingdom"}',
    },
    images: {
      type: 'array',
      items: { type: 'string', format: 'binary' },
      description: '1–5 photos (JPEG, PNG, GIF, WebP judged by content), at most 10 MB each',
    },
  },
};

export const ADD_PHOTOS_SCHEMA = {
  type: 'object',
  required: ['images'],
  properties: { images: CREATE_VALUATION_SCHEMA.properties.images },
};

export class RespondToInfoDto implements RespondToInfoRequest {
  @ApiPropertyOptional({
    maxLength: INFO_REPLY_MAX_LENGTH,
    example: 'The caseback photo is attached; the bracelet is original.',
    description:
      "The customer's written reply (optional when photos were added since the question)",
  })
  @IsOptional()
  @Rule(
    'message',
    (v) =>
      textProblem(v, 'Reply', INFO_REPLY_MAX_LENGTH, false) ??
      (hasControlCharacters(v as string) ? 'Reply contains characters that cannot be shown' : null),
  )
  message?: string;
}
