import type { Repository } from 'typeorm';
import type { ValuationPhoto } from './entities/valuation-photo.entity';
import type { ValuationRequest } from './entities/valuation-request.entity';
import type { PhotoStorageService } from './photo-storage.service';
import { ValuedItemsService } from './valued-items.service';

const completed = (id: string, day: string, over: Partial<ValuationRequest> = {}) =>
  ({
    id,
    reference: `LV-${id}`,
    serviceType: 'watch',
    watchBrand: 'Other',
    otherWatchBrand: 'Breguet',
    handbagBrand: null,
    otherHandbagBrand: null,
    itemDescription: 'A pocket watch.',
    itemModel: null,
    itemReference: null,
    itemSerial: null,
    resultValue: '1000.00',
    resultBasis: 'insurance',
    resultIdentity: null,
    certificateReference: `LVC-${id}`,
    completedAt: new Date(`${day}T10:00:00Z`),
    revaluationDueAt: null,
    revaluationOfId: null,
    ...over,
  }) as ValuationRequest;

function service(rows: ValuationRequest[], photos: { valuationId: string; id: string }[]) {
  const requests = { query: jest.fn().mockResolvedValue(rows) };
  const photoRepo = { query: jest.fn().mockResolvedValue(photos) };
  const storage = { signedUrl: (id: string, variant: string) => `/signed/${id}/${variant}` };
  return {
    photoRepo,
    items: new ValuedItemsService(
      requests as unknown as Repository<ValuationRequest>,
      photoRepo as unknown as Repository<ValuationPhoto>,
      storage as unknown as PhotoStorageService,
    ),
  };
}

describe('valued items', () => {
  it('groups a chain of revaluations (of revaluations) into one item, the latest current', async () => {
    const { items, photoRepo } = service(
      [
        completed('b', '2024-01-01', { revaluationOfId: 'a', resultValue: '1500.50' }),
        completed('a', '2022-01-01'),
        completed('c', '2026-01-01', { revaluationOfId: 'b', resultValue: '2000.00' }),
        completed('x', '2025-06-01', { serviceType: 'art' }),
      ],
      [
        { valuationId: 'a', id: 'photo-a' },
        { valuationId: 'x', id: 'photo-x' },
      ],
    );
    const result = await items.itemsOf('user');
    expect(result.map((i) => i.id)).toEqual(['a', 'x']);
    const [chain] = result;
    expect(chain).toMatchObject({
      latestRequestId: 'c',
      brand: 'Breguet',
      current: { requestId: 'c', value: 2000, certificateReference: 'LVC-c' },
      validUntil: '2028-01-01T10:00:00.000Z',
      // the latest request has no photo of its own: the item's earliest one
      photoUrl: '/signed/photo-a/preview',
    });
    expect(chain.history.map((h) => [h.requestId, h.value])).toEqual([
      ['b', 1500.5],
      ['a', 1000],
    ]);
    // one query for every photo
    expect(photoRepo.query).toHaveBeenCalledTimes(1);
  });

  it('has no items (and asks nothing more) without completed requests', async () => {
    const { items, photoRepo } = service([], []);
    expect(await items.itemsOf('user')).toEqual([]);
    expect(photoRepo.query).not.toHaveBeenCalled();
  });
});
