import type { ValuedItem } from '../valuations';
import {
  filterAndSort,
  itemTitle,
  scheduleRows,
  searchableText,
  toCollectionItem,
  totalsOf,
} from './collection-items';

const valued = (overrides: Partial<ValuedItem> = {}): ValuedItem => ({
  id: 'a',
  latestRequestId: 'a',
  service: 'watch',
  brand: 'Rolex',
  model: null,
  reference: null,
  serial: null,
  description: 'A 1990s Submariner with box and papers.',
  identity: null,
  photoUrl: null,
  photoId: null,
  current: {
    requestId: 'a',
    value: 1000,
    basis: 'insurance',
    valuedAt: '2026-01-01T10:00:00.000Z',
    certificateReference: 'LVC-AAAA-AAAA',
  },
  validUntil: '2028-01-01T10:00:00.000Z',
  revaluationDueAt: null,
  history: [],
  ...overrides,
});

const entry = (v: ValuedItem, excluded = false) => {
  const item = toCollectionItem(v, null, excluded);
  return { item, text: searchableText(v, item.title) };
};

describe('collection items', () => {
  it('titles an item by its identity, else its brand and description', () => {
    expect(itemTitle(valued({ identity: { brand: 'Rolex', model: 'Daytona' } }))).toBe(
      'Rolex Daytona',
    );
    expect(
      itemTitle(valued({ service: 'art', identity: { artist: 'L. S. Lowry', title: 'Mill' } })),
    ).toBe('“Mill” by L. S. Lowry');
    expect(itemTitle(valued())).toBe('Rolex: A 1990s Submariner with box and papers');
  });

  it('counts whole pounds and leaves excluded items out of the totals', () => {
    const totals = totalsOf([
      { service: 'watch', value: 1000.4, excluded: false },
      { service: 'watch', value: 0.4, excluded: false },
      { service: 'art', value: 5000, excluded: true },
    ]);
    expect(totals).toEqual({
      items: 2,
      value: 1001,
      byService: { watch: { items: 2, value: 1001 } },
    });
  });

  it('sorts by due date with undated items last whatever the order', () => {
    const items = [
      entry(valued({ id: 'none' })),
      entry(valued({ id: 'late', revaluationDueAt: '2028-01-01T00:00:00.000Z' })),
      entry(valued({ id: 'soon', revaluationDueAt: '2027-01-01T00:00:00.000Z' })),
    ];
    const ids = (order?: 'asc' | 'desc') =>
      filterAndSort(items, { sort: 'due', order }).map((i) => i.id);
    expect(ids()).toEqual(['soon', 'late', 'none']);
    expect(ids('desc')).toEqual(['late', 'soon', 'none']);
  });

  it('numbers the included rows, the most valuable first', () => {
    const rows = scheduleRows([
      toCollectionItem(valued({ id: 'cheap' }), null, false),
      toCollectionItem(
        valued({ id: 'gone', current: { ...valued().current, value: 9e6 } }),
        null,
        true,
      ),
      toCollectionItem(
        valued({ id: 'dear', current: { ...valued().current, value: 5000 } }),
        null,
        false,
      ),
    ]);
    expect(rows.map((r) => [r.number, r.itemId])).toEqual([
      [1, 'dear'],
      [2, 'cheap'],
    ]);
    expect(rows[0]).toMatchObject({ category: 'Watch', valuationDate: '2026-01-01' });
  });
});
