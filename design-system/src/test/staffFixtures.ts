import { SAMPLE_ADDRESS } from './fixtures';
import type {
  CertificateVerification,
  SavedReply,
  StaffPerson,
  StaffValuation,
  StaffValuationRow,
  StaffValuationsPage,
} from '@valuation/contracts';

/** Staff-console data as the API answers it (stories and tests). */

// A small photo (a gold square) as a data URL, so stories and tests need no network.
const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#3A4560"/><circle cx="400" cy="300" r="180" fill="#C49A3A"/></svg>',
  );

export const sampleExperts: StaffPerson[] = [
  {
    id: '0b7d6a52-2f0e-4a8b-9d33-5c1e7f9a2b10',
    firstName: 'Eleanor',
    lastName: 'Grant',
    email: 'eleanor.grant@luxevaluations.co.uk',
  },
  {
    id: '1c8e7b63-3a1f-4b9c-8e44-6d2f8a0b3c21',
    firstName: 'Marcus',
    lastName: 'Reid',
    email: 'marcus.reid@luxevaluations.co.uk',
  },
];

export const sampleCustomer: StaffPerson = {
  id: '6f1c2a9e-3d4b-4c5a-9e8f-1a2b3c4d5e6f',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
};

export function sampleQueueRow(overrides: Partial<StaffValuationRow> = {}): StaffValuationRow {
  return {
    id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
    reference: 'LV-7K3Q-9M2D',
    serviceType: 'watch',
    serviceTier: 'express',
    status: 'paid',
    customer: sampleCustomer,
    assignee: null,
    brand: 'Rolex',
    paidAt: '2026-11-20T10:00:00.000Z',
    dueAt: '2026-11-23T17:00:00.000Z',
    overdue: false,
    createdAt: '2026-11-20T09:45:00.000Z',
    ...overrides,
  };
}

export function sampleQueuePage(overrides: Partial<StaffValuationsPage> = {}): StaffValuationsPage {
  const items = [
    sampleQueueRow({ overdue: true, dueAt: '2026-11-19T17:00:00.000Z' }),
    sampleQueueRow({
      id: '8b2c3d4e-5f6a-4b7c-9d8e-1f2a3b4c5d6e',
      reference: 'LV-3H8J-2K6M',
      serviceType: 'handbag',
      serviceTier: 'standard',
      status: 'in_review',
      brand: 'Hermès',
      assignee: sampleExperts[0],
      customer: {
        ...sampleCustomer,
        id: 'c1',
        firstName: 'Oliver',
        lastName: 'Bennett',
        email: 'oliver@example.com',
      },
      dueAt: '2026-11-26T17:00:00.000Z',
    }),
    sampleQueueRow({
      id: '7c3d4e5f-6a7b-4c8d-0e9f-2a3b4c5d6e7f',
      reference: 'LV-9P4R-5T7V',
      serviceType: 'art',
      serviceTier: 'standard',
      status: 'info_requested',
      brand: null,
      assignee: sampleExperts[1],
      customer: {
        ...sampleCustomer,
        id: 'c2',
        firstName: 'Priya',
        lastName: 'Shah',
        email: 'priya@example.com',
      },
      dueAt: '2026-11-28T17:00:00.000Z',
    }),
    sampleQueueRow({
      id: '6d4e5f6a-7b8c-4d9e-1f0a-3b4c5d6e7f80',
      reference: 'LV-2W6X-8Y3Z',
      serviceType: 'jewellery',
      serviceTier: 'standard',
      status: 'awaiting_payment',
      brand: null,
      paidAt: null,
      dueAt: null,
    }),
  ];
  return { items, total: 46, page: 1, pageSize: 20, ...overrides };
}

export function sampleStaffValuation(overrides: Partial<StaffValuation> = {}): StaffValuation {
  return {
    id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
    reference: 'LV-7K3Q-9M2D',
    status: 'in_review',
    serviceType: 'watch',
    serviceTier: 'express',
    watchBrand: 'Rolex',
    otherWatchBrand: null,
    handbagBrand: null,
    otherHandbagBrand: null,
    itemDescription:
      'Submariner Date, steel, bought 2021 from an authorised dealer, box and papers.',
    purpose: 'insurance',
    itemModel: null,
    itemReference: null,
    itemSerial: null,
    lastKnownValue: null,
    yearOfPurchase: null,
    autoRevalue: true,
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane.doe@example.com',
    phone: '+44 7700 900123',
    address: SAMPLE_ADDRESS,
    photos: [1, 2, 3].map((n) => ({
      id: `p${n}`,
      name: `watch-${n}.jpg`,
      type: 'image/jpeg',
      size: 240_000,
      width: 800,
      height: 600,
      url: PHOTO,
      previewUrl: PHOTO,
      uploadedAt: '2026-11-20T09:40:00.000Z',
    })),
    price: { tier: 75, autoRevalue: 20, total: 95, currency: 'GBP' },
    timeline: [
      { status: 'awaiting_payment', at: '2026-11-20T09:45:00.000Z', by: 'Jane Doe' },
      { status: 'paid', at: '2026-11-20T10:00:00.000Z', by: 'system' },
      {
        status: 'in_review',
        at: '2026-11-20T11:15:00.000Z',
        by: 'Eleanor Grant',
        note: 'Assigned to Eleanor Grant',
      },
    ],
    payment: {
      status: 'paid',
      provider: 'test',
      amount: 95,
      currency: 'GBP',
      paidAt: '2026-11-20T10:00:00.000Z',
      refundedAt: null,
    },
    result: null,
    cancellableUntil: null,
    revaluationDueAt: null,
    revaluationRecommendation: null,
    expectedBy: '2026-11-23T17:00:00.000Z',
    createdAt: '2026-11-20T09:45:00.000Z',
    updatedAt: '2026-11-20T11:15:00.000Z',
    customer: sampleCustomer,
    assignee: sampleExperts[0],
    dueAt: '2026-11-23T17:00:00.000Z',
    overdue: false,
    internalNotes: null,
    conversationId: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
    otherRequests: [
      {
        id: '5e6f7a8b-9c0d-4e1f-2a3b-4c5d6e7f8091',
        reference: 'LV-4F8H-2J6K',
        status: 'completed',
        serviceType: 'jewellery',
        serviceTier: 'standard',
        price: { tier: 55, autoRevalue: 0, total: 55, currency: 'GBP' },
        createdAt: '2025-03-02T12:00:00.000Z',
        updatedAt: '2025-03-05T12:00:00.000Z',
        revaluationRecommendation: null,
        expectedBy: null,
        result: null,
      },
    ],
    ...overrides,
  };
}

export function sampleCompletedValuation(overrides: Partial<StaffValuation> = {}): StaffValuation {
  return sampleStaffValuation({
    status: 'completed',
    result: {
      value: 12450,
      currency: 'GBP',
      basis: 'insurance',
      assessedDescription: 'Rolex Submariner Date 126610LN, steel, 41 mm, 2021, box and papers.',
      valuer: 'Eleanor Grant',
      completedAt: '2026-11-21T15:30:00.000Z',
      certificateReference: 'LVC-7K3Q-9M2D',
      identity: null,
    },
    revaluationDueAt: '2028-11-21T15:30:00.000Z',
    internalNotes: 'Serial checked against papers.',
    ...overrides,
  });
}

export function sampleCertificate(
  overrides: Partial<CertificateVerification> = {},
): CertificateVerification {
  return {
    reference: 'LVC-7K3Q-9M2D',
    issuedAt: '2026-11-21T15:30:00.000Z',
    validUntil: '2028-11-21T15:30:00.000Z',
    service: 'watch',
    itemSummary: 'Rolex · Submariner Date · 126610LN · ••••41K9 · Oystersteel · 41 mm · Excellent',
    value: 12450,
    currency: 'GBP',
    basis: 'insurance',
    valuer: 'Eleanor Grant',
    status: 'valid',
    photoUrl: null,
    ...overrides,
  };
}

/** Saved replies as `GET /api/staff/saved-replies` answers them: the expert's own, then shared. */
export function sampleSavedReplies(): SavedReply[] {
  return [
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      title: 'Strap photo',
      content: 'Could you add a photo of the strap and the buckle?',
      shared: false,
      editable: true,
      updatedAt: '2026-11-20T09:00:00.000Z',
    },
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000002',
      title: 'Caseback photo',
      content:
        'Could you add a clear photo of the caseback, taken in daylight, with any engraving and the serial number legible?',
      shared: true,
      editable: false,
      updatedAt: '2026-11-01T09:00:00.000Z',
    },
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000003',
      title: 'Hallmarks',
      content: 'Could you add a close-up photo of the hallmarks or stamps?',
      shared: true,
      editable: false,
      updatedAt: '2026-11-01T09:00:00.000Z',
    },
  ];
}
