import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  SERVICE_TYPES,
  VALUATION_BASES,
  type CollectionEstimate,
  type CollectionHistoryEntry,
  type CollectionItem,
  type CollectionItemResponse,
  type CollectionResponse,
  type CollectionTotals,
  type ExportedScheduleShare,
  type ItemIdentity,
  type ScheduleShare,
  type ScheduleShareResponse,
  type ScheduleSharesResponse,
  type ServiceType,
  type SharedScheduleItem,
  type SharedScheduleResponse,
  type ValuationBasis,
} from '@valuation/contracts';

const IDENTITY = {
  type: 'object',
  additionalProperties: { type: 'string' },
  nullable: true,
  description: 'The identity recorded on completion (IDENTITY_FIELDS of the service)',
} as const;

export class CollectionHistoryEntryDto implements CollectionHistoryEntry {
  @ApiProperty({ format: 'uuid' }) requestId: string;
  @ApiProperty({ description: 'Pounds' }) value: number;
  @ApiProperty({ enum: VALUATION_BASES }) basis: ValuationBasis;
  @ApiProperty({ format: 'date-time' }) valuedAt: string;
  @ApiProperty() certificateReference: string;
}

export class CollectionEstimateDto implements CollectionEstimate {
  @ApiProperty({ description: 'Whole pounds: an estimate, never a valuation' }) value: number;
  @ApiProperty() changePercent: number;
  @ApiProperty({ example: '2026-11-01' }) effectiveFrom: string;
}

/** What the public schedule shows of an item (no address, email or phone). */
export class SharedScheduleItemDto implements SharedScheduleItem {
  @ApiProperty() title: string;
  @ApiProperty({ enum: SERVICE_TYPES }) service: ServiceType;
  @ApiProperty(IDENTITY) identity: ItemIdentity | null;
  @ApiProperty({ nullable: true, type: String, description: 'A signed, short-lived preview' })
  photoUrl: string | null;
  @ApiProperty({ description: 'Pounds' }) value: number;
  @ApiProperty({ enum: ['GBP'] }) currency: 'GBP';
  @ApiProperty({ enum: VALUATION_BASES }) basis: ValuationBasis;
  @ApiProperty({ format: 'date-time' }) valuedAt: string;
  @ApiProperty() certificateReference: string;
  @ApiProperty({ format: 'date-time' }) validUntil: string;
}

export class CollectionItemDto extends SharedScheduleItemDto implements CollectionItem {
  @ApiProperty({
    format: 'uuid',
    description: 'The first request’s id (kept through revaluations)',
  })
  id: string;
  @ApiProperty({ format: 'uuid', description: 'The latest completed request (the card opens it)' })
  latestRequestId: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  revaluationDueAt: string | null;
  @ApiProperty({ type: CollectionEstimateDto, nullable: true })
  estimate: CollectionEstimate | null;
  @ApiProperty({ description: 'Left out of the totals and the schedule' }) excluded: boolean;
  @ApiProperty({
    type: [CollectionHistoryEntryDto],
    description: 'Earlier valuations, newest first',
  })
  history: CollectionHistoryEntry[];
}

export class CollectionTotalsDto implements CollectionTotals {
  @ApiProperty({ description: 'Items counted (those left out are not)' }) items: number;
  @ApiProperty({ description: 'Whole pounds' }) value: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: {
      type: 'object',
      properties: { items: { type: 'number' }, value: { type: 'number' } },
    },
    description: 'Per category (jewellery, watch, handbag, art)',
  })
  byService: CollectionTotals['byService'];
}

export class CollectionResponseDto implements CollectionResponse {
  @ApiProperty({ type: [CollectionItemDto] }) items: CollectionItem[];
  @ApiProperty({ type: CollectionTotalsDto }) totals: CollectionTotals;
}

export class CollectionItemResponseDto implements CollectionItemResponse {
  @ApiProperty({ type: CollectionItemDto }) item: CollectionItem;
}

export class ScheduleShareDto implements ScheduleShare {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() recipient: string;
  @ApiPropertyOptional({
    description: 'Only in the answer to its creation: the link to copy (absolute)',
    example: 'https://luxe.example/shared/schedule/3q2-7wEjE4bW…',
  })
  url?: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty() views: number;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) lastViewedAt: string | null;
}

export class ExportedScheduleShareDto extends ScheduleShareDto implements ExportedScheduleShare {
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) revokedAt: string | null;
}

export class ScheduleShareResponseDto implements ScheduleShareResponse {
  @ApiProperty({ type: ScheduleShareDto }) share: ScheduleShare;
}

export class ScheduleSharesResponseDto implements ScheduleSharesResponse {
  @ApiProperty({ type: [ScheduleShareDto] }) shares: ScheduleShare[];
}

export class SharedScheduleResponseDto implements SharedScheduleResponse {
  @ApiProperty({ description: 'The customer’s name only' }) customerName: string;
  @ApiProperty() recipient: string;
  @ApiProperty({ format: 'date-time' }) generatedAt: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ type: [SharedScheduleItemDto] }) items: SharedScheduleItem[];
  @ApiProperty({ type: CollectionTotalsDto }) totals: CollectionTotals;
}

export class RevokedDto {
  @ApiProperty({ example: true }) success: true;
}
