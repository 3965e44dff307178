import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import {
  CATALOGUE,
  isUkPostcode,
  phoneProblem,
  UK_COUNTRY_NAMES,
  VALUATION_RULES,
  VISIT_FIELD_MESSAGES as M,
  VISIT_RULES,
  type BookVisitRequest,
  type RescheduleVisitRequest,
} from '@valuation/contracts';
import { emptyToUndefined } from '../../../common/pagination/page-query.dto';
import { Rule, textProblem } from '../../../common/validation/rule.decorator';
import { isValidHours, parseInstant } from '../visit-calendar';

const startRule = (v: unknown) => (parseInstant(v) ? null : M.start);
const hoursRule = (v: unknown) => (isValidHours(v) ? null : M.hours);

/** A UK address (home visits are in the UK only). */
export class VisitAddressDto {
  @ApiProperty({ example: '12 Mount Street' })
  @Rule('street', (v) => textProblem(v, 'Street', VALUATION_RULES.maxAddressFieldLength))
  street: string;

  @ApiProperty({ example: 'London' })
  @Rule('city', (v) => textProblem(v, 'City', VALUATION_RULES.maxAddressFieldLength))
  city: string;

  @ApiPropertyOptional({ example: 'Greater London' })
  @IsOptional()
  @Rule('state', (v) =>
    textProblem(v, 'State or county', VALUATION_RULES.maxAddressFieldLength, false),
  )
  state?: string;

  @ApiProperty({ example: 'W1K 3NU', description: 'A valid UK postcode' })
  @Rule('postalCode', (v) => (isUkPostcode(v) ? null : M.postalCode))
  postalCode: string;

  @ApiProperty({ example: 'United Kingdom' })
  @Rule('country', (v) =>
    typeof v === 'string' &&
    (UK_COUNTRY_NAMES as readonly string[]).includes(v.trim().toLowerCase())
      ? null
      : M.country,
  )
  country: string;
}

/** POST /api/visits */
export class BookVisitDto implements BookVisitRequest {
  @ApiProperty({
    example: '2026-03-03T09:00:00+00:00',
    description:
      'ISO 8601 with an offset; on the hour or half hour, within business hours (Europe/London)',
  })
  @Rule('start', startRule)
  start: string;

  @ApiProperty({
    minimum: CATALOGUE.homeVisit.minHours,
    maximum: CATALOGUE.homeVisit.maxHours,
    example: 2,
  })
  @Rule('hours', hoursRule)
  hours: number;

  @ApiProperty({ type: VisitAddressDto })
  @Rule('address', (v) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? null : 'Address is required',
  )
  @ValidateNested()
  @Type(() => VisitAddressDto)
  address: VisitAddressDto;

  @ApiProperty({ example: '+44 20 7946 0958' })
  @Rule('phone', (v) =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
      ? M.phone
      : phoneProblem(v),
  )
  phone: string;

  @ApiProperty({ example: 'A Cartier necklace, two watches and a Hermès Birkin' })
  @Rule('itemsDescription', (v) =>
    typeof v === 'string' && v.trim() === ''
      ? M.itemsDescription
      : v === undefined || v === null
        ? M.itemsDescription
        : textProblem(v, 'Items description', VISIT_RULES.maxItemsDescriptionLength),
  )
  itemsDescription: string;

  @ApiPropertyOptional({
    description:
      'Required (true) when the visit is less than 14 days away: "I ask for the visit to take place within the 14-day cancellation period"',
  })
  @IsOptional()
  @Rule('expressRequest', (v) => (typeof v === 'boolean' ? null : M.expressRequest))
  expressRequest?: boolean;

  @ApiPropertyOptional({
    description:
      'Required (true) when the visit starts less than 48 hours from now: "This visit is less than 48 hours away: it cannot be moved online, and cancelling keeps the deposit."',
  })
  @IsOptional()
  @Rule('shortNoticeAccepted', (v) => (typeof v === 'boolean' ? null : M.shortNoticeAccepted))
  shortNoticeAccepted?: boolean;
}

/** POST /api/visits/:id/reschedule */
export class RescheduleVisitDto implements RescheduleVisitRequest {
  @ApiProperty({ example: '2026-03-04T10:30:00+00:00' })
  @Rule('start', startRule)
  start: string;

  @ApiPropertyOptional({
    description:
      'Required (true) when the new time is less than 14 days from now and the visit was booked without the express request',
  })
  @IsOptional()
  @Rule('expressRequest', (v) => (typeof v === 'boolean' ? null : M.expressRequest))
  expressRequest?: boolean;

  @ApiPropertyOptional({
    description:
      'Required (true) when the visit starts less than 48 hours from now: "This visit is less than 48 hours away: it cannot be moved online, and cancelling keeps the deposit."',
  })
  @IsOptional()
  @Rule('shortNoticeAccepted', (v) => (typeof v === 'boolean' ? null : M.shortNoticeAccepted))
  shortNoticeAccepted?: boolean;
}

/** Query strings arrive as text: digits become a number, anything else fails the rule. */
const toInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d{1,3}$/.test(value.trim())
    ? Number(value)
    : emptyToUndefined({ value });

/** GET /api/visits/slots */
export class VisitSlotsQueryDto {
  @ApiProperty({ example: '2026-03-02', description: 'The first day (Europe/London), YYYY-MM-DD' })
  @Rule('from', (v) =>
    typeof v === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(v) &&
    !Number.isNaN(Date.parse(`${v}T12:00:00Z`)) &&
    new Date(`${v}T12:00:00Z`).toISOString().startsWith(v)
      ? null
      : M.from,
  )
  from: string;

  @ApiPropertyOptional({ minimum: 1, maximum: VISIT_RULES.maxSlotDays, default: 1 })
  @IsOptional()
  @Transform(toInt)
  @Rule('days', (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= VISIT_RULES.maxSlotDays
      ? null
      : M.days,
  )
  days?: number;

  @ApiPropertyOptional({
    minimum: CATALOGUE.homeVisit.minHours,
    maximum: CATALOGUE.homeVisit.maxHours,
    default: CATALOGUE.homeVisit.minHours,
  })
  @IsOptional()
  @Transform(toInt)
  @Rule('hours', hoursRule)
  hours?: number;
}
