import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { Rule, textProblem } from '../../../common/validation/rule.decorator';
import { ENQUIRY_STATUSES, EnquiryStatus } from '../entities/enquiry.entity';

const emptyToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === ''
    ? undefined
    : typeof value === 'string'
      ? value.trim()
      : value;

const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value.trim())
    ? Number(value)
    : emptyToUndefined({ value });

function wholeNumber(label: string, min: number, max: number) {
  return (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? null
      : `${label} must be a whole number between ${min} and ${max}`;
}

export const statusProblem = (v: unknown) =>
  (ENQUIRY_STATUSES as readonly unknown[]).includes(v)
    ? null
    : `Status must be one of ${ENQUIRY_STATUSES.join(', ')}`;

export class ListEnquiriesQueryDto {
  @ApiPropertyOptional({ description: 'Part of the name, email or subject', maxLength: 200 })
  @IsOptional()
  @Transform(emptyToUndefined)
  @Rule('search', (v) => textProblem(v, 'Search', 200))
  search?: string;

  @ApiPropertyOptional({ enum: ENQUIRY_STATUSES })
  @IsOptional()
  @Transform(emptyToUndefined)
  @Rule('status', statusProblem)
  status?: EnquiryStatus;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Transform(toNumber)
  @Rule('page', wholeNumber('Page', 1, 1_000_000))
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Transform(toNumber)
  @Rule('pageSize', wholeNumber('Page size', 1, 100))
  pageSize?: number;
}
