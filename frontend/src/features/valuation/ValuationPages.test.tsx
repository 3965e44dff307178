import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_TEXTS, TEST_CARDS } from '@valuation/contracts';
import { REFRESHED_TOKEN, signedInHandlers, testUser } from '../../test/handlers';
import { catalogueHandlers } from '../../test/marketingHandlers';
import { captureDownloads } from '../../test/downloads';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { summaryOf, testValuation, valuationHandlers } from '../../test/valuationHandlers';
import { uploadValuation } from './upload';

jest.mock('./upload', () => ({
  ...jest.requireActual<object>('./upload'),
  uploadValuation: jest.fn(),
}));
const upload = jest.mocked(uploadValuation);

describe('valuation pages', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    upload.mockReset();
  });

  it('the payment page shows a declined card, then pays and lands on the request', async () => {
    const paid = testValuation({ status: 'paid' });
    server.use(
      ...signedInHandlers(),
      valuationHandlers.testCheckout(),
      valuationHandlers.pay(paid),
      valuationHandlers.get(paid),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/pay/chk_test_1', { user: testUser });
    expect(await screen.findByText(PAYMENT_TEXTS.testNotice)).toBeInTheDocument();
    expect(screen.getByText('LV-7K3Q-9M2D')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name on card/), 'Amelia Hart');
    await user.type(screen.getByLabelText(/^Card number/), TEST_CARDS.declined);
    await user.type(screen.getByLabelText(/^Expiry/), '1230');
    await user.type(screen.getByLabelText(/^CVC/), '123');
    await user.click(screen.getByRole('button', { name: 'Pay £75' }));
    expect(await screen.findByText(PAYMENT_TEXTS.declined)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Card number/));
    await user.type(screen.getByLabelText(/^Card number/), TEST_CARDS.pays);
    await user.click(screen.getByRole('button', { name: 'Pay £75' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/valuations/${paid.id}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: /LV-7K3Q-9M2D/ }),
    ).toBeInTheDocument();
  }, 60000);

  it('the request page cancels after the confirmation', async () => {
    let current = testValuation({
      status: 'paid',
      payment: {
        status: 'paid',
        provider: 'test',
        amount: 75,
        currency: 'GBP',
        paidAt: '2026-11-20T10:05:00.000Z',
        refundedAt: null,
      },
    });
    const cancelled = testValuation({ status: 'cancelled', cancellableUntil: null });
    server.use(
      ...signedInHandlers(),
      valuationHandlers.get(() => current),
      valuationHandlers.cancel(cancelled),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(`/valuations/${current.id}`, { user: testUser });
    await user.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    expect(dialog).toHaveTextContent('Your payment of £75 will be refunded in full');
    current = cancelled;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Your request has been cancelled.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull(),
    );
    expect(screen.getByRole('link', { name: 'Chat about this request' })).toHaveAttribute(
      'href',
      '/chat',
    );
  }, 30000);

  it('the request page downloads the certificate, refreshing an expired session once', async () => {
    const completed = testValuation({
      status: 'completed',
      result: {
        value: 12500,
        currency: 'GBP',
        basis: 'insurance',
        assessedDescription: 'Rolex Submariner, 2019',
        valuer: 'Eleanor Vance',
        completedAt: '2026-11-24T10:00:00.000Z',
        certificateReference: 'LV-CERT-0001',
        identity: null,
      },
    });
    const saved = captureDownloads();
    let refreshes = 0;
    server.use(
      ...signedInHandlers(),
      valuationHandlers.get(completed),
      http.post('/api/auth/refresh-token', () => {
        refreshes += 1;
        return HttpResponse.json({ token: REFRESHED_TOKEN, user: testUser });
      }),
      http.get(`/api/valuations/${completed.id}/certificate.pdf`, ({ request }) =>
        request.headers.get('authorization') === `Bearer ${REFRESHED_TOKEN}`
          ? new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } })
          : HttpResponse.json({ error: 'Expired', statusCode: 401 }, { status: 401 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(`/valuations/${completed.id}`, { user: testUser });
    await user.click(await screen.findByRole('button', { name: 'Download certificate' }));
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual([`certificate-${completed.reference}.pdf`]),
    );
    expect(refreshes).toBe(1);
    expect(screen.queryByText(/could not be downloaded/)).toBeNull();
  }, 30000);

  it('Request Revaluation says what it creates and its price; only the confirm creates it', async () => {
    const completed = testValuation({
      status: 'completed',
      serviceTier: 'express',
      result: {
        value: 10000,
        currency: 'GBP',
        basis: 'insurance',
        assessedDescription: 'Rolex Submariner, 2019',
        valuer: 'Eleanor Vance',
        completedAt: '2026-11-24T10:00:00.000Z',
        certificateReference: 'LV-CERT-0002',
        identity: null,
      },
    });
    const revaluation = testValuation({ id: 'c9d7e1f0-5b66-4e1f-9a1f-3a2b4c5d6e7f' });
    let created = 0;
    server.use(
      ...signedInHandlers(),
      valuationHandlers.get(completed),
      http.get(`/api/valuations/${completed.id}/market-notice`, () =>
        HttpResponse.json({
          notice: {
            movementId: 'm1',
            changePercent: 25,
            note: 'Auctions.',
            effectiveFrom: '2026-11-01T00:00:00.000Z',
            value: 10000,
            estimatedValue: 12500,
            currency: 'GBP',
            notifiedAt: '2026-11-20T12:00:00.000Z',
            revaluationId: null,
          },
        }),
      ),
      http.post(`/api/valuations/${completed.id}/revaluation`, () => {
        created += 1;
        return HttpResponse.json({ valuation: revaluation }, { status: 201 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`/valuations/${completed.id}`, { user: testUser });
    await user.click(await screen.findByRole('button', { name: 'Request Revaluation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a revaluation?' });
    // the standard tier, whatever the original's, at the catalogue's price
    expect(dialog).toHaveTextContent('Watch valuation');
    expect(dialog).toHaveTextContent('Standard, 2-4 business days');
    expect(dialog).toHaveTextContent(`Rolex: ${completed.itemDescription}`);
    expect(dialog).toHaveTextContent('£55');
    expect(created).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Request revaluation for £55' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/valuations/${revaluation.id}`),
    );
    expect(created).toBe(1);
  }, 30000);

  it('another customer’s request reads as not found', async () => {
    server.use(...signedInHandlers(), valuationHandlers.notFound());
    renderApp('/valuations/00000000-0000-4000-8000-000000000000', { user: testUser });
    expect(await screen.findByText('Valuation request not found')).toBeInTheDocument();
  });

  it('the dashboard lists "Your valuations"', async () => {
    const one = testValuation();
    server.use(
      ...signedInHandlers(),
      catalogueHandlers.success(),
      valuationHandlers.list([summaryOf(one)]),
    );
    renderApp('/dashboard', { user: testUser });
    const list = await screen.findByRole('region', { name: 'Your valuations' });
    expect(await within(list).findByRole('link', { name: /LV-7K3Q-9M2D/ })).toHaveAttribute(
      'href',
      `/valuations/${one.id}`,
    );
  });
});
