import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { fakeQueryBuilder } from '../testing/fake-query-builder';
import { likePattern, paginate } from './paginate';
import { PageQueryDto } from './page-query.dto';

function problems(query: Record<string, string>): Record<string, string> {
  const dto = plainToInstance(PageQueryDto, query);
  return Object.fromEntries(
    validateSync(dto).map((e) => [e.property, Object.values(e.constraints ?? {})[0]]),
  );
}

describe('paging', () => {
  it('reads page and pageSize from the query string, within their limits', () => {
    expect(problems({})).toEqual({});
    expect(problems({ page: '3', pageSize: '100' })).toEqual({});
    expect(problems({ page: '0', pageSize: '101' })).toEqual({
      page: 'Page must be a whole number between 1 and 1000000',
      pageSize: 'Page size must be a whole number between 1 and 100',
    });
    expect(problems({ page: '1.5', pageSize: 'ten' })).toHaveProperty('page');
  });

  it('answers {items, total, page, pageSize}, defaulting to page 1 of 20', async () => {
    const { qb, calls } = fakeQueryBuilder({ getManyAndCount: [[{ n: 1 }, { n: 2 }], 42] });
    const page = await paginate(qb, {}, (row: { n: number }) => row.n * 10);
    expect(page).toEqual({ items: [10, 20], total: 42, page: 1, pageSize: 20 });
    expect(calls).toEqual([
      ['skip', [0]],
      ['take', [20]],
    ]);
  });

  it('skips the earlier pages', async () => {
    const { qb, calls } = fakeQueryBuilder({ getManyAndCount: [[], 42] });
    expect(await paginate(qb, { page: 3, pageSize: 5 }, (r) => r)).toEqual({
      items: [],
      total: 42,
      page: 3,
      pageSize: 5,
    });
    expect(calls).toEqual([
      ['skip', [10]],
      ['take', [5]],
    ]);
  });

  it('escapes LIKE wildcards in searches', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
