/**
 * MSW handler factories for valuation requests and the test payment page, shared by the Jest
 * tests (and any connected story).
 */
import { sampleValuation } from '@valuation/design-system/test';
import { http, HttpResponse } from 'msw';
import {
  PAYMENT_TEXTS,
  type TestCheckout,
  type TestPaymentRequest,
  type Valuation,
  type ValuationSummary,
} from '@valuation/contracts';

/** The design system's sample request, before payment: awaiting payment, £75, no auto-revalue. */
export function testValuation(overrides: Partial<Valuation> = {}): Valuation {
  return sampleValuation({
    status: 'awaiting_payment',
    autoRevalue: false,
    price: { tier: 75, autoRevalue: 0, total: 75, currency: 'GBP' },
    timeline: [{ status: 'awaiting_payment', at: '2026-11-20T10:00:00.000Z' }],
    payment: null,
    cancellableUntil: '2026-12-04T10:00:00.000Z',
    expectedBy: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

export const summaryOf = (v: Valuation): ValuationSummary => ({
  id: v.id,
  reference: v.reference,
  status: v.status,
  serviceType: v.serviceType,
  serviceTier: v.serviceTier,
  price: v.price,
  createdAt: v.createdAt,
  updatedAt: v.updatedAt,
  revaluationRecommendation: v.revaluationRecommendation,
  expectedBy: v.expectedBy,
  result: v.result,
});

export const testCheckout = (overrides: Partial<TestCheckout> = {}): TestCheckout => ({
  checkoutId: 'chk_test_1',
  valuationId: testValuation().id,
  visitId: null,
  purpose: 'valuation',
  reference: 'LV-7K3Q-9M2D',
  visit: null,
  amount: 75,
  currency: 'GBP',
  status: 'open',
  ...overrides,
});

const errorBody = (statusCode: number, error: string) => ({ error, statusCode });

export const valuationHandlers = {
  list: (valuations: ValuationSummary[]) =>
    http.get('/api/valuations', () => HttpResponse.json({ valuations })),

  get: (valuation: Valuation | (() => Valuation)) =>
    http.get('/api/valuations/:id', () =>
      HttpResponse.json({
        valuation: typeof valuation === 'function' ? valuation() : valuation,
      }),
    ),

  notFound: () =>
    http.get('/api/valuations/:id', () =>
      HttpResponse.json(errorBody(404, 'Valuation request not found'), { status: 404 }),
    ),

  checkout: (checkoutUrl = '/pay/chk_test_1') =>
    http.post('/api/valuations/:id/checkout', () => HttpResponse.json({ checkoutUrl })),

  cancel: (valuation: Valuation) =>
    http.post('/api/valuations/:id/cancel', () => HttpResponse.json({ valuation })),

  testCheckout: (checkout: TestCheckout = testCheckout()) =>
    http.get('/api/payments/test/:checkoutId', () => HttpResponse.json({ checkout })),

  /** Stripe's test numbers: 4242… pays, 4000 0000 0000 0002 is declined (402). */
  pay: (paid: Valuation, onBody?: (body: TestPaymentRequest) => void) =>
    http.post('/api/payments/test/:checkoutId', async ({ request }) => {
      const body = (await request.json()) as TestPaymentRequest;
      onBody?.(body);
      if (body.cardNumber.replace(/\s/g, '') === '4000000000000002')
        return HttpResponse.json(errorBody(402, PAYMENT_TEXTS.declined), { status: 402 });
      return HttpResponse.json({ valuation: paid });
    }),
};
