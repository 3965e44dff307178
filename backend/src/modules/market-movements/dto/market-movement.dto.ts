import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MARKET_MOVEMENT_RULES,
  SERVICE_TYPES,
  type CreateMarketMovementRequest,
  type MarketMovement,
  type MarketMovementCreatedResponse,
  type MarketMovementDetailResponse,
  type MarketMovementPreviewQuery,
  type MarketMovementPreviewResponse,
  type MarketMovementWithdrawnResponse,
  type MarketMovementRequestRow,
  type MarketNotice,
  type ServiceType,
} from '@valuation/contracts';
import { Transform } from 'class-transformer';
import { oneOf, Rule, textProblem } from '../../../common/validation/rule.decorator';
import { PagedResponse } from '../../../common/pagination/paged-response.dto';

const DATE_RE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

export function parseEffectiveFrom(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
}

const changeProblem = (v: unknown): string | null =>
  typeof v === 'number' &&
  Number.isFinite(v) &&
  v >= MARKET_MOVEMENT_RULES.minChangePercent &&
  v <= MARKET_MOVEMENT_RULES.maxChangePercent
    ? null
    : `Change must be a number between ${MARKET_MOVEMENT_RULES.minChangePercent} and +${MARKET_MOVEMENT_RULES.maxChangePercent} percent.`;

const effectiveFromProblem = (v: unknown): string | null =>
  typeof v === 'string' && DATE_RE.test(v) && !Number.isNaN(parseEffectiveFrom(v).getTime())
    ? null
    : 'Effective from must be a date (YYYY-MM-DD).';

const brandProblem = (v: unknown): string | null =>
  v === undefined || v === null ? null : textProblem(v, 'Brand', 100);

/** What a movement is about: the create's body, and the preview's query (the same rules). */
class MarketMovementScopeDto {
  @ApiProperty({ enum: SERVICE_TYPES })
  @Rule('service', oneOf('Service', SERVICE_TYPES))
  service: ServiceType;

  @ApiPropertyOptional({ description: 'One of the catalogue’s brands (watches and handbags only)' })
  @Rule('brand', brandProblem)
  brand?: string;

  @ApiProperty({
    minimum: MARKET_MOVEMENT_RULES.minChangePercent,
    maximum: MARKET_MOVEMENT_RULES.maxChangePercent,
    description: 'Change in percent (two decimals at most)',
  })
  @Rule('changePercent', changeProblem)
  changePercent: number;

  @ApiProperty({
    description:
      'The date it applies from (YYYY-MM-DD, or an ISO 8601 date-time): today or earlier, never a future date; certificates issued up to the end of that day (and before now) are concerned',
    example: '2026-11-01',
  })
  @Rule('effectiveFrom', effectiveFromProblem)
  effectiveFrom: string;
}

export class CreateMarketMovementDto
  extends MarketMovementScopeDto
  implements CreateMarketMovementRequest
{
  @ApiProperty({ maxLength: MARKET_MOVEMENT_RULES.noteMaxLength })
  @Rule('note', (v) => textProblem(v, 'Note', MARKET_MOVEMENT_RULES.noteMaxLength))
  note: string;
}

/** Query strings arrive as text: a number's text becomes the number, anything else stays as is. */
const queryNumber = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^[+-]?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
const blankToUndefined = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** GET /api/staff/market-movements/preview: the create's fields but the note. */
export class MarketMovementPreviewQueryDto implements MarketMovementPreviewQuery {
  @ApiProperty({ enum: SERVICE_TYPES })
  @Rule('service', oneOf('Service', SERVICE_TYPES))
  service: ServiceType;

  @ApiPropertyOptional({ description: 'One of the catalogue’s brands (watches and handbags only)' })
  @Transform(blankToUndefined)
  @Rule('brand', brandProblem)
  brand?: string;

  @ApiProperty({
    minimum: MARKET_MOVEMENT_RULES.minChangePercent,
    maximum: MARKET_MOVEMENT_RULES.maxChangePercent,
  })
  @Transform(queryNumber)
  @Rule('changePercent', changeProblem)
  changePercent: number;

  @ApiProperty({ description: 'YYYY-MM-DD or an ISO 8601 date-time, not in the future' })
  @Rule('effectiveFrom', effectiveFromProblem)
  effectiveFrom: string;
}

export class MarketMovementPreviewDto implements MarketMovementPreviewResponse {
  @ApiProperty({ description: 'How many requests it would concern if recorded now' })
  affected: number;
  @ApiProperty({ description: 'How many distinct customers would be told' })
  customers: number;
}

export class MarketMovementDto implements MarketMovement {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: SERVICE_TYPES }) service: ServiceType;
  @ApiProperty({ nullable: true, type: String }) brand: string | null;
  @ApiProperty() changePercent: number;
  @ApiProperty() note: string;
  @ApiProperty({ format: 'date-time' }) effectiveFrom: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'The expert who recorded it' }) createdBy: string;
  @ApiProperty({ description: 'How many requests it concerns' }) affected: number;
  @ApiProperty({ description: 'How many customers have been notified' }) customersReached: number;
  @ApiProperty({ description: 'True while its notifications are going out' }) sending: boolean;
  @ApiProperty({
    format: 'date-time',
    description: 'Until when it can be withdrawn; its customers are told from then on',
  })
  withdrawableUntil: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) withdrawnAt: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The expert who withdrew it' })
  withdrawnBy: string | null;
}

export class MarketMovementWithdrawnDto implements MarketMovementWithdrawnResponse {
  @ApiProperty({ type: MarketMovementDto }) movement: MarketMovementDto;
}

export class MarketMovementCreatedDto implements MarketMovementCreatedResponse {
  @ApiProperty({ type: MarketMovementDto }) movement: MarketMovementDto;
  @ApiProperty({ description: 'How many requests it concerns' }) affected: number;
}

export class MarketMovementsPageDto extends PagedResponse(MarketMovementDto) {}

class MarketCustomerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
}

export class MarketMovementRequestRowDto implements MarketMovementRequestRow {
  @ApiProperty({ format: 'uuid' }) valuationId: string;
  @ApiProperty() reference: string;
  @ApiProperty({ type: MarketCustomerDto }) customer: MarketCustomerDto;
  @ApiProperty({ nullable: true, type: String }) brand: string | null;
  @ApiProperty() value: number;
  @ApiProperty() estimatedValue: number;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) notifiedAt: string | null;
}

class MarketMovementRequestsPageDto extends PagedResponse(MarketMovementRequestRowDto) {}

export class MarketMovementDetailDto implements MarketMovementDetailResponse {
  @ApiProperty({ type: MarketMovementDto }) movement: MarketMovementDto;
  @ApiProperty({ type: MarketMovementRequestsPageDto }) requests: MarketMovementRequestsPageDto;
}

export class MarketNoticeDto implements MarketNotice {
  @ApiProperty({ format: 'uuid' }) movementId: string;
  @ApiProperty() changePercent: number;
  @ApiProperty() note: string;
  @ApiProperty({ format: 'date-time' }) effectiveFrom: string;
  @ApiProperty({ description: 'The certified value' }) value: number;
  @ApiProperty({ description: 'value x (1 + change/100), rounded to the pound' })
  estimatedValue: number;
  @ApiProperty({ enum: ['GBP'] }) currency: 'GBP';
  @ApiProperty({ format: 'date-time' }) notifiedAt: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) revaluationId: string | null;
}

export class MarketNoticeResponseDto {
  @ApiProperty({ type: MarketNoticeDto, nullable: true }) notice: MarketNoticeDto | null;
}
