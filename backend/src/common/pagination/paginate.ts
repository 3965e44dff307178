import type { Page } from '@valuation/contracts';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PageQueryDto } from './page-query.dto';

/**
 * One page of a query (filters and order already on `qb`), with the total count:
 * the `{items, total, page, pageSize}` answer of every staff list. `toItem` turns a row into its
 * JSON.
 */
export async function paginate<Row extends ObjectLiteral, Item>(
  qb: SelectQueryBuilder<Row>,
  query: PageQueryDto,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const page = query.page ?? DEFAULT_PAGE;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const [rows, total] = await qb
    .skip((page - 1) * pageSize)
    .take(pageSize)
    .getManyAndCount();
  return { items: rows.map(toItem), total, page, pageSize };
}

/** `%` and `_` (and the escape character) match themselves in an ILIKE pattern. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
