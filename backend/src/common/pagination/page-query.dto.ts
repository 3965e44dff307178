import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { PAGINATION, PageQuery } from '@valuation/contracts';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { Rule } from '../validation/rule.decorator';

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = PAGINATION.defaultPageSize;
export const MAX_PAGE_SIZE = PAGINATION.maxPageSize;
const MAX_PAGE = 1_000_000;

/** '' (an empty query parameter) means "not given"; other strings are trimmed. */
export const emptyToUndefined = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && value.trim() === ''
    ? undefined
    : typeof value === 'string'
      ? value.trim()
      : value;

/** Query strings arrive as text: digits become a number, anything else fails the rule below. */
const toNumber = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d{1,9}$/.test(value.trim())
    ? Number(value)
    : emptyToUndefined({ value });

/**
 * An optional filter of a list's query: blank means "not given", text is trimmed, then `check`
 * judges it (the 400's details name `name`); `api` describes it in Swagger.
 */
export function QueryFilter(
  name: string,
  check: (value: unknown, object: object) => string | null,
  api: ApiPropertyOptions = {},
): PropertyDecorator {
  // Listed in the order the stacked decorators ran in: the one nearest the property first.
  return applyDecorators(
    Rule(name, check),
    Transform(emptyToUndefined),
    IsOptional(),
    ApiPropertyOptional(api),
  );
}

export function wholeNumberProblem(label: string, min: number, max: number) {
  return (value: unknown): string | null =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? null
      : `${label} must be a whole number between ${min} and ${max}`;
}

/** The one paging query of every staff list: `page` ≥ 1 (default 1), `pageSize` 1–100 (20). */
export class PageQueryDto implements PageQuery {
  @ApiPropertyOptional({ minimum: 1, default: DEFAULT_PAGE })
  @IsOptional()
  @Transform(toNumber)
  @Rule('page', wholeNumberProblem('Page', 1, MAX_PAGE))
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Transform(toNumber)
  @Rule('pageSize', wholeNumberProblem('Page size', 1, MAX_PAGE_SIZE))
  pageSize?: number;
}
