import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import {
  STAFF_VISIT_VIEWS,
  VISIT_FIELD_MESSAGES as M,
  VISIT_RULES,
  VISIT_STATUSES,
  type AssignVisitRequest,
  type CompleteVisitRequest,
  type StaffCancelVisitRequest,
  type StaffVisit,
  type StaffVisitView,
  type TimeOff,
  type TimeOffRequest,
  type VisitStatus,
} from '@valuation/contracts';
import { PageQueryDto, QueryFilter } from '../../../common/pagination/page-query.dto';
import { UUID_RE } from '../../../common/pipes/parse-id.pipe';
import { oneOf, Rule, textProblem } from '../../../common/validation/rule.decorator';
import { londonDay, parseInstant } from '../visit-calendar';

/** A bound of the agenda: a UK date (YYYY-MM-DD, Europe/London), or an instant with its offset. */
const agendaBound = (message: string) => (v: unknown) =>
  (typeof v === 'string' && londonDay(v)) || parseInstant(v) ? null : message;
import { VisitDto } from './visit.dto';
import { PagedResponse } from '../../../common/pagination/paged-response.dto';

/** GET /api/staff/visits */
export class StaffVisitsQueryDto extends PageQueryDto {
  @QueryFilter('from', agendaBound(M.agendaFrom), {
    example: '2026-03-02',
    description:
      'The first day (Europe/London, YYYY-MM-DD), as /visits/slots takes it; an ISO 8601 instant with its offset is also accepted',
  })
  from?: string;

  @QueryFilter('to', agendaBound(M.agendaTo), {
    example: '2026-03-08',
    description:
      'The last day, included (Europe/London, YYYY-MM-DD); an ISO 8601 instant (visits starting before it) is also accepted',
  })
  to?: string;

  @QueryFilter('expert', oneOf('Expert', STAFF_VISIT_VIEWS), {
    enum: STAFF_VISIT_VIEWS,
    default: 'any',
    description: 'me, none (unassigned) or any',
  })
  expert?: StaffVisitView;

  @QueryFilter('status', oneOf('Status', VISIT_STATUSES), {
    enum: VISIT_STATUSES,
    description: 'Default: every status but cancelled',
  })
  status?: VisitStatus;
}

export class AssignVisitDto implements AssignVisitRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'The expert; the caller by default' })
  @IsOptional()
  @Rule('expertId', (v) =>
    typeof v === 'string' && UUID_RE.test(v) ? null : 'Expert must be an expert id',
  )
  expertId?: string;
}

export class CompleteVisitDto implements CompleteVisitRequest {
  @ApiProperty({
    example: 2.5,
    minimum: 0.5,
    maximum: 12,
    description: 'Hours spent, in half hours',
  })
  @Rule('hours', (v) =>
    typeof v === 'number' && Number.isFinite(v) && v >= 0.5 && v <= 12 && Number.isInteger(v * 2)
      ? null
      : M.completedHours,
  )
  hours: number;

  @ApiPropertyOptional({ maxLength: VISIT_RULES.maxNotesLength })
  @IsOptional()
  @Rule('notes', (v) => textProblem(v, 'Notes', VISIT_RULES.maxNotesLength, false))
  notes?: string;
}

export class StaffCancelVisitDto implements StaffCancelVisitRequest {
  @ApiProperty({ maxLength: VISIT_RULES.maxReasonLength, example: 'The expert is ill' })
  @Rule('reason', (v) =>
    typeof v === 'string' && v.trim() === ''
      ? M.reason
      : v === undefined || v === null
        ? M.reason
        : textProblem(v, 'Reason', VISIT_RULES.maxReasonLength),
  )
  reason: string;
}

export class TimeOffDto implements TimeOffRequest {
  @ApiProperty({ example: '2026-03-02T09:00:00Z' })
  @Rule('from', (v) => (parseInstant(v) ? null : M.timeFrom))
  from: string;

  @ApiProperty({ example: '2026-03-02T18:00:00Z' })
  @Rule('to', (v) => (parseInstant(v) ? null : M.timeTo))
  to: string;

  @ApiPropertyOptional({ maxLength: VISIT_RULES.maxReasonLength })
  @IsOptional()
  @Rule('reason', (v) => textProblem(v, 'Reason', VISIT_RULES.maxReasonLength, false))
  reason?: string;
}

class StaffVisitCustomerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

export class StaffVisitDto extends VisitDto implements StaffVisit {
  @ApiProperty({ type: StaffVisitCustomerDto }) customer: StaffVisitCustomerDto;
}

export class StaffVisitResponseDto {
  @ApiProperty({ type: StaffVisitDto }) visit: StaffVisitDto;
}

export class StaffVisitsPageDto extends PagedResponse(StaffVisitDto) {}

export class TimeOffOutDto implements TimeOff {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) expertId: string;
  @ApiProperty() from: string;
  @ApiProperty() to: string;
  @ApiProperty({ nullable: true, type: String }) reason: string | null;
}

export class TimeOffResponseDto {
  @ApiProperty({ type: TimeOffOutDto }) timeOff: TimeOffOutDto;
}
