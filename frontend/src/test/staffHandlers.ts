/**
 * MSW handler factories for the staff console's valuation endpoints and the public certificate
 * check, shared by the staff and verify pages' Jest tests.
 */
import {
  sampleCertificate,
  sampleExperts,
  sampleQueueRow,
  sampleStaffValuation,
} from '@valuation/design-system/test';
import { http, HttpResponse } from 'msw';
import type {
  CertificateVerification,
  StaffValuation,
  StaffValuationRow,
  StaffValuationsPage,
  User,
} from '@valuation/contracts';

export const testExpert: User = {
  ...sampleExperts[0],
  role: 'expert',
  createdAt: '2026-01-15T10:00:00.000Z',
};

export const VALUATION_ID = sampleStaffValuation().id;

export const queueRow: StaffValuationRow = sampleQueueRow();

export const staffValuation: StaffValuation = sampleStaffValuation();

export const certificate: CertificateVerification = sampleCertificate();

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
