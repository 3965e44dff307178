/** Sample data of My Collection and the shared schedule (stories, design-system and frontend tests). */
import type {
  CollectionItem,
  CollectionResponse,
  CollectionTotals,
  ScheduleShare,
  SharedScheduleResponse,
} from '@valuation/contracts';
import { SAMPLE_PHOTO_URL } from './fixtures';

/** A Rolex valued for insurance, due for revaluation in two years. */
export function sampleCollectionItem(overrides: Partial<CollectionItem> = {}): CollectionItem {
  return {
    id: '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    latestRequestId: '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    title: 'Rolex Submariner Date',
    service: 'watch',
    identity: {
      brand: 'Rolex',
      model: 'Submariner Date',
      reference: '126610LN',
      serial: '7Z41K9',
      condition: 'Excellent',
    },
    photoUrl: SAMPLE_PHOTO_URL,
    value: 11500,
    currency: 'GBP',
    basis: 'insurance',
    valuedAt: '2026-11-23T12:00:00.000Z',
    certificateReference: 'LVC-4F7K-2M9Q',
    validUntil: '2028-11-23',
    revaluationDueAt: '2028-11-23T12:00:00.000Z',
    estimate: null,
    excluded: false,
    history: [],
    ...overrides,
  };
}

/** A diamond ring, valued twice (the earlier valuation in its history). */
export const sampleRing = (overrides: Partial<CollectionItem> = {}) =>
  sampleCollectionItem({
    id: '2e3f4051-6b7c-4d8e-9fa0-1b2c3d4e5f60',
    latestRequestId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    title: 'Diamond solitaire ring',
    service: 'jewellery',
    identity: {
      metal: '18ct yellow gold',
      stones: 'one round brilliant diamond',
      caratWeights: '1.02 ct, F, VS1',
      condition: 'Very good',
    },
    photoUrl: null,
    value: 8200,
    valuedAt: '2026-06-02T10:00:00.000Z',
    certificateReference: 'LVC-8H2N-5R7T',
    validUntil: '2028-06-02',
    revaluationDueAt: '2026-12-02T10:00:00.000Z',
    history: [
      {
        requestId: '2e3f4051-6b7c-4d8e-9fa0-1b2c3d4e5f60',
        value: 7400,
        basis: 'insurance',
        valuedAt: '2024-05-20T10:00:00.000Z',
        certificateReference: 'LVC-3C6D-9J2K',
      },
    ],
    ...overrides,
  });

/** A painting whose market moved since its valuation: an estimate. */
export const samplePainting = (overrides: Partial<CollectionItem> = {}) =>
  sampleCollectionItem({
    id: '3f405162-7c8d-4e9f-a0b1-2c3d4e5f6071',
    latestRequestId: '3f405162-7c8d-4e9f-a0b1-2c3d4e5f6071',
    title: 'Harbour at Dusk, oil on canvas',
    service: 'art',
    identity: {
      artist: 'Mary Fedden',
      title: 'Harbour at Dusk',
      medium: 'oil on canvas',
      dimensions: '60 × 45 cm',
      condition: 'Good',
    },
    value: 24000,
    basis: 'market',
    valuedAt: '2026-03-14T15:00:00.000Z',
    certificateReference: 'LVC-6P4W-8X3Y',
    validUntil: '2028-03-14',
    revaluationDueAt: '2028-03-14T15:00:00.000Z',
    estimate: { value: 26400, changePercent: 10, effectiveFrom: '2026-11-02' },
    ...overrides,
  });

/** A handbag sold by the customer: left out of the schedule. */
export const sampleHandbag = (overrides: Partial<CollectionItem> = {}) =>
  sampleCollectionItem({
    id: '40516273-8d9e-4fa0-b1c2-3d4e5f607182',
    latestRequestId: '40516273-8d9e-4fa0-b1c2-3d4e5f607182',
    title: 'Hermès Birkin 30',
    service: 'handbag',
    identity: { brand: 'Hermès', model: 'Birkin 30', material: 'Togo leather' },
    value: 18500,
    basis: 'market',
    valuedAt: '2025-09-10T11:00:00.000Z',
    certificateReference: 'LVC-7Q5E-2F9G',
    validUntil: '2027-09-10',
    revaluationDueAt: null,
    excluded: true,
    ...overrides,
  });

/** The totals of `items` as the server counts them: whole pounds, items left out not counted. */
export function totalsOf(items: readonly CollectionItem[]): CollectionTotals {
  const totals: CollectionTotals = { items: 0, value: 0, byService: {} };
  for (const item of items) {
    if (item.excluded) continue;
    const value = Math.round(item.value);
    totals.items += 1;
    totals.value += value;
    const service = (totals.byService[item.service] ??= { items: 0, value: 0 });
    service.items += 1;
    service.value += value;
  }
  return totals;
}

export function sampleCollection(items: CollectionItem[]): CollectionResponse {
  return { items, totals: totalsOf(items) };
}

/** Four items: a watch, a ring due for revaluation, a painting with an estimate, a handbag left out. */
export const manyItems = (): CollectionItem[] => [
  samplePainting(),
  sampleHandbag(),
  sampleCollectionItem(),
  sampleRing(),
];

export function sampleShare(overrides: Partial<ScheduleShare> = {}): ScheduleShare {
  return {
    id: '51627384-9eaf-4b01-82d3-4e5f60718293',
    recipient: 'Hiscox, Private Clients',
    createdAt: '2026-11-20T09:30:00.000Z',
    expiresAt: '2026-12-20T09:30:00.000Z',
    views: 3,
    lastViewedAt: '2026-11-24T16:05:00.000Z',
    ...overrides,
  };
}

export const SAMPLE_SHARE_URL =
  'https://luxevaluations.example/shared/schedule/q3Jx8Vb2kT9mWc4LpZ7nYr1sHd6Ge0Af5Ku2Qo8Ni3E';

export function sampleSharedSchedule(
  overrides: Partial<SharedScheduleResponse> = {},
): SharedScheduleResponse {
  const items = [sampleCollectionItem(), sampleRing(), samplePainting()];
  return {
    customerName: 'Amelia Hart',
    recipient: 'Hiscox, Private Clients',
    generatedAt: '2026-11-24T16:05:00.000Z',
    expiresAt: '2026-12-20T09:30:00.000Z',
    items: items.map(
      ({
        title,
        service,
        identity,
        photoUrl,
        value,
        currency,
        basis,
        valuedAt,
        certificateReference,
        validUntil,
      }) => ({
        title,
        service,
        identity,
        photoUrl,
        value,
        currency,
        basis,
        valuedAt,
        certificateReference,
        validUntil,
      }),
    ),
    totals: totalsOf(items),
    ...overrides,
  };
}
