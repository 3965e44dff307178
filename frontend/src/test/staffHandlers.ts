/**
 * MSW handler factories for the staff console's valuation endpoints and the public certificate
 * check, shared by the staff and verify pages' Jest tests.
 */
import { http, HttpResponse } from 'msw';
import type {
  CertificateVerification,
  StaffValuation,
  StaffValuationRow,
  StaffValuationsPage,
  User,
} from '@valuation/contracts';

export const testExpert: User = {
  id: '0b7d6a52-2f0e-4a8b-9d33-5c1e7f9a2b10',
  email: 'eleanor.grant@luxevaluations.co.uk',
  firstName: 'Eleanor',
  lastName: 'Grant',
  role: 'expert',
  createdAt: '2026-01-15T10:00:00.000Z',
};

const customer = {
  id: '6f1c2a9e-3d4b-4c5a-9e8f-1a2b3c4d5e6f',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
};

export const VALUATION_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

export const queueRow: StaffValuationRow = {
  id: VALUATION_ID,
  reference: 'LV-7K3Q-9M2D',
  serviceType: 'watch',
  serviceTier: 'express',
  status: 'paid',
  customer,
  assignee: null,
  brand: 'Rolex',
  paidAt: '2026-11-20T10:00:00.000Z',
  dueAt: '2026-11-23T17:00:00.000Z',
  overdue: false,
  createdAt: '2026-11-20T09:45:00.000Z',
};

export const staffValuation: StaffValuation = {
  id: VALUATION_ID,
  reference: 'LV-7K3Q-9M2D',
  status: 'in_review',
  serviceType: 'watch',
  serviceTier: 'express',
  watchBrand: 'Rolex',
  otherWatchBrand: null,
  handbagBrand: null,
  otherHandbagBrand: null,
  itemDescription: 'Submariner Date, steel.',
  purpose: 'insurance',
  itemModel: null,
  itemReference: null,
  itemSerial: null,
  lastKnownValue: null,
  yearOfPurchase: null,
  autoRevalue: false,
  firstName: 'Jane',
  lastName: 'Doe',
  email: customer.email,
  phone: null,
  address: {
    street: '1 Bond Street',
    city: 'London',
    state: '',
    postalCode: 'W1S 1AA',
    country: 'United Kingdom',
  },
  photos: [],
  price: { tier: 75, autoRevalue: 0, total: 75, currency: 'GBP' },
  timeline: [{ status: 'paid', at: '2026-11-20T10:00:00.000Z', by: 'system' }],
  payment: null,
  result: null,
  cancellableUntil: null,
  revaluationDueAt: null,
  revaluationRecommendation: null,
  expectedBy: '2026-11-23T17:00:00.000Z',
  createdAt: '2026-11-20T09:45:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  customer,
  assignee: { id: testExpert.id, firstName: 'Eleanor', lastName: 'Grant', email: testExpert.email },
  dueAt: '2026-11-23T17:00:00.000Z',
  overdue: false,
  internalNotes: null,
  conversationId: null,
  otherRequests: [],
};

export const certificate: CertificateVerification = {
  reference: 'LVC-7K3Q-9M2D',
  issuedAt: '2026-11-21T15:30:00.000Z',
  validUntil: '2028-11-21T15:30:00.000Z',
  service: 'watch',
  itemSummary: 'Rolex: Submariner Date, steel.',
  value: 12450,
  currency: 'GBP',
  basis: 'insurance',
  valuer: 'Eleanor Grant',
  status: 'valid',
  photoUrl: null,
};

export const staffHandlers = {
  queue: (onRequest?: (url: URL) => void, page: Partial<StaffValuationsPage> = {}) =>
    http.get('/api/staff/valuations', ({ request }) => {
      onRequest?.(new URL(request.url));
      return HttpResponse.json({ items: [queueRow], total: 1, page: 1, pageSize: 20, ...page });
    }),
  valuation: (valuation: StaffValuation = staffValuation) =>
    http.get(`/api/staff/valuations/${valuation.id}`, () => HttpResponse.json({ valuation })),
  complete: (onBody: (body: unknown) => void) =>
    http.post(`/api/staff/valuations/${VALUATION_ID}/complete`, async ({ request }) => {
      onBody(await request.json());
      return HttpResponse.json({ valuation: { ...staffValuation, status: 'completed' } });
    }),
  preview: (onBody: (body: unknown) => void) =>
    http.post(`/api/staff/valuations/${VALUATION_ID}/certificate-preview`, async ({ request }) => {
      onBody(await request.json());
      return new HttpResponse(new Blob(['%PDF-1.7 preview']), {
        headers: { 'content-type': 'application/pdf' },
      });
    }),
  verify: (answer: CertificateVerification = certificate) =>
    http.get(`/api/certificates/${answer.reference}`, () => HttpResponse.json(answer)),
  verifyNotFound: () =>
    http.get('/api/certificates/:reference', () =>
      HttpResponse.json(
        { error: 'We could not find a certificate with this reference.', statusCode: 404 },
        { status: 404 },
      ),
    ),
};
