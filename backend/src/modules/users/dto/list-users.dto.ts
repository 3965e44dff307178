import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { Rule, textProblem } from '../../../common/validation/rule.decorator';
import { ROLES, Role } from '../entities/user.entity';

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

export class ListUsersQueryDto {
  @ApiPropertyOptional({ description: 'Part of the email, first or last name', maxLength: 254 })
  @IsOptional()
  @Transform(emptyToUndefined)
  @Rule('search', (v) => textProblem(v, 'Search', 254))
  search?: string;

  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @Transform(emptyToUndefined)
  @Rule('role', (v) =>
    (ROLES as readonly unknown[]).includes(v) ? null : `Role must be one of ${ROLES.join(', ')}`,
  )
  role?: Role;

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
