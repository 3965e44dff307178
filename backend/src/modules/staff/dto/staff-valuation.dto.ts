import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import {
  ASSIGNEE_FILTERS,
  SERVICE_TYPES,
  STAFF_QUEUE_VIEWS,
  TIER_KEYS,
  VALUATION_BASES,
  VALUATION_STATUSES,
  type AssigneeFilter,
  type AssignValuationRequest,
  VALUATION_RULES,
  type CompleteValuationRequest,
  type ItemIdentity,
  type RecommendRevaluationRequest,
  type RequestInfoRequest,
  type ServiceType,
  type StaffPerson,
  type StaffQueueView,
  type StaffValuation,
  type StaffValuationResponse,
  type StaffValuationRow,
  type StaffValuationsQuery,
  type TierKey,
  type ValuationBasis,
  type ValuationStatus,
} from '@valuation/contracts';
import { PageQueryDto, QueryFilter } from '../../../common/pagination/page-query.dto';
import { UUID_RE } from '../../../common/pipes/parse-id.pipe';
import { oneOf, Rule, textProblem } from '../../../common/validation/rule.decorator';
import { ValuationDto, ValuationSummaryDto } from '../../valuations';
import { PagedResponse } from '../../../common/pagination/paged-response.dto';

export const STAFF_TEXT_LIMITS = { message: 2000, reason: 2000, notes: 5000, description: 5000 };
/** The largest value a certificate states (numeric(12,2)). */
export const MAX_VALUE = 9_999_999_999;

/** GET /api/staff/valuations */
export class StaffValuationsQueryDto extends PageQueryDto implements StaffValuationsQuery {
  @QueryFilter('view', oneOf('View', STAFF_QUEUE_VIEWS), {
    enum: STAFF_QUEUE_VIEWS,
    default: 'all',
    description:
      "`open`: completed and cancelled left out; overdue first, then the caller's, then unassigned, then the others'. `all`: every request",
  })
  view?: StaffQueueView;

  @QueryFilter('status', oneOf('Status', VALUATION_STATUSES), { enum: VALUATION_STATUSES })
  status?: ValuationStatus;

  @QueryFilter('service', oneOf('Service', SERVICE_TYPES), { enum: SERVICE_TYPES })
  service?: ServiceType;

  @QueryFilter('assignee', oneOf('Assignee', ASSIGNEE_FILTERS), {
    enum: ASSIGNEE_FILTERS,
    default: 'any',
  })
  assignee?: AssigneeFilter;

  @QueryFilter('search', (v) => textProblem(v, 'Search', 100), {
    description: 'Part of the reference, the customer name or email, or the brand',
    maxLength: 100,
  })
  search?: string;
}

export class StaffPersonDto implements StaffPerson {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Eleanor' })
  firstName: string;

  @ApiProperty({ example: 'Grant' })
  lastName: string;

  @ApiProperty({ example: 'eleanor@luxevaluations.co.uk' })
  email: string;
}

export class StaffValuationRowDto implements StaffValuationRow {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'LV-7K3Q-9M2D' })
  reference: string;

  @ApiProperty({ enum: SERVICE_TYPES })
  serviceType: ServiceType;

  @ApiProperty({ enum: TIER_KEYS })
  serviceTier: TierKey;

  @ApiProperty({ enum: VALUATION_STATUSES })
  status: ValuationStatus;

  @ApiProperty({ type: StaffPersonDto })
  customer: StaffPersonDto;

  @ApiProperty({ type: StaffPersonDto, nullable: true })
  assignee: StaffPersonDto | null;

  @ApiProperty({ type: String, nullable: true, example: 'Rolex' })
  brand: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paidAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  dueAt: string | null;

  @ApiProperty()
  overdue: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class StaffValuationsPageDto extends PagedResponse(StaffValuationRowDto) {}

export class StaffValuationDto extends ValuationDto implements StaffValuation {
  @ApiProperty({ type: StaffPersonDto })
  customer: StaffPersonDto;

  @ApiProperty({ type: StaffPersonDto, nullable: true })
  assignee: StaffPersonDto | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  dueAt: string | null;

  @ApiProperty()
  overdue: boolean;

  @ApiProperty({ type: String, nullable: true })
  internalNotes: string | null;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "The customer's conversation (null before it exists)",
  })
  conversationId: string | null;

  @ApiProperty({ type: [ValuationSummaryDto] })
  otherRequests: ValuationSummaryDto[];
}

export class StaffValuationResponseDto implements StaffValuationResponse {
  @ApiProperty({ type: StaffValuationDto })
  valuation: StaffValuationDto;
}

export class StaffExpertsResponseDto {
  @ApiProperty({ type: [StaffPersonDto] })
  experts: StaffPersonDto[];
}

export class AssignValuationDto implements AssignValuationRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'Defaults to the caller (admins only)' })
  @IsOptional()
  @Rule('expertId', (v) =>
    typeof v === 'string' && UUID_RE.test(v) ? null : 'Expert must be a staff account id',
  )
  expertId?: string;
}

export class RequestInfoDto implements RequestInfoRequest {
  @ApiProperty({
    maxLength: STAFF_TEXT_LIMITS.message,
    example: 'Please add a photo of the caseback.',
  })
  @Rule('message', (v) => textProblem(v, 'Message', STAFF_TEXT_LIMITS.message))
  message: string;
}

export class RecommendRevaluationDto implements RecommendRevaluationRequest {
  @ApiProperty({
    maxLength: STAFF_TEXT_LIMITS.reason,
    example: 'Gold prices rose by 30% this year.',
  })
  @Rule('reason', (v) => textProblem(v, 'Reason', STAFF_TEXT_LIMITS.reason))
  reason: string;
}

export class CompleteValuationDto implements CompleteValuationRequest {
  @ApiProperty({ example: 12450, description: 'Pounds, > 0, at most two decimals' })
  @Rule('value', (v) =>
    typeof v === 'number' &&
    Number.isFinite(v) &&
    v > 0 &&
    v <= MAX_VALUE &&
    Math.abs(Math.round(v * 100) - v * 100) < 1e-6
      ? null
      : 'Value must be an amount in pounds greater than 0, with at most two decimals',
  )
  value: number;

  @ApiProperty({ enum: VALUATION_BASES })
  @Rule('basis', oneOf('Basis', VALUATION_BASES))
  basis: ValuationBasis;

  @ApiProperty({ maxLength: STAFF_TEXT_LIMITS.description })
  @Rule('assessedDescription', (v) =>
    textProblem(v, 'Assessed description', STAFF_TEXT_LIMITS.description),
  )
  assessedDescription: string;

  @ApiPropertyOptional({ maxLength: STAFF_TEXT_LIMITS.notes })
  @IsOptional()
  @Rule('notes', (v) => (v === '' ? null : textProblem(v, 'Notes', STAFF_TEXT_LIMITS.notes)))
  notes?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string', maxLength: VALUATION_RULES.maxIdentityFieldLength },
    description:
      "The item's identity: the keys of the request's service (contracts IDENTITY_FIELDS), e.g. {brand, model, reference, serial, caseMaterial, caseSize, condition} for a watch",
    example: {
      brand: 'Rolex',
      model: 'Submariner Date',
      reference: '126610LN',
      condition: 'Excellent',
    },
  })
  @IsOptional()
  @Rule('identity', (v) =>
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.values(v).every((x) => typeof x === 'string')
      ? null
      : "Identity must be an object of the item's details, each a text",
  )
  identity?: ItemIdentity;
}
