import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_TEXTS, TEST_CARDS } from '@valuation/contracts';
import { authHandlers, REFRESHED_TOKEN, signedInHandlers, testUser } from '../../test/handlers';
import { catalogueHandlers } from '../../test/marketingHandlers';
import { completedProfile, profileHandlers } from '../../test/profileHandlers';
import { captureDownloads } from '../../test/downloads';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import {
  summaryOf,
  testCheckout,
  testValuation,
  valuationHandlers,
} from '../../test/valuationHandlers';
import { uploadValuation } from './upload';

jest.mock('./upload', () => ({
  ...jest.requireActual<object>('./upload'),
  uploadValuation: jest.fn(),
}));
const upload = jest.mocked(uploadValuation);

type User = ReturnType<typeof userEvent.setup>;

async function enter(user: User, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** Step 1 for an art valuation with one photo, then step 2 filled in. */
async function fillWizard(user: User, { personal = true } = {}) {
  await user.click(
    await screen.findByRole('radio', { name: /Professional art valuation service/ }),
  );
  await user.click(await screen.findByRole('radio', { name: /Standard £135/ }));
  await enter(user, /^Item description/, 'Oil on canvas, signed');
  await user.upload(
    screen.getByTestId('image-picker-input'),
    new File([new Uint8Array(32)], 'front.jpg', { type: 'image/jpeg' }),
  );
  await user.click(screen.getByRole('button', { name: 'Continue to Personal Details' }));
  if (!personal) return;
  if (!(screen.getByLabelText(/^First name/) as HTMLInputElement).value) {
    await enter(user, /^First name/, 'Amelia');
    await enter(user, /^Last name/, 'Hart');
    await enter(user, /^Email/, 'amelia.hart@example.co.uk');
  }
  await enter(user, /^Street/, '12 Mount Street');
  await enter(user, /^City/, 'London');
  await enter(user, /^Postal code/, 'W1K 2RD');
  expect(screen.getByLabelText(/^Country/)).toHaveValue('United Kingdom'); // the default
}

describe('valuation pages', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    upload.mockReset();
  });

  it('applies a service handed over in navigation state and clears the state', async () => {
    server.use(catalogueHandlers.success());
    const { router } = renderApp({ pathname: '/valuation', state: { serviceType: 'handbag' } });
    // The choice is applied once the kept draft has been read (asynchronously): the service
    // becomes selected a moment after the cards appear, which a loaded machine makes visible.
    const handbag = await screen.findByRole('radio', {
      name: /Professional handbag valuation service/,
    });
    await waitFor(() => expect(handbag).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(document.title).toBe('Online Valuation | Luxe Valuations');
  });

  it('signed in: pre-fills the account, uploads, opens the checkout and goes to the payment page with the request beneath it', async () => {
    const created = testValuation({ serviceType: 'art', serviceTier: 'standard' });
    upload.mockImplementation((_fields, _photos, options) => async () => {
      options?.onProgress?.(50);
      return { valuation: created };
    });
    server.use(
      catalogueHandlers.success(),
      ...signedInHandlers(),
      valuationHandlers.checkout('/pay/chk_test_1'),
      valuationHandlers.testCheckout(testCheckout({ amount: 135 })),
      valuationHandlers.get(created),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/valuation', { user: testUser });
    await fillWizard(user);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Amelia');
    expect(screen.getByLabelText(/^Email/)).toHaveValue(testUser.email);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    expect(await screen.findByRole('button', { name: 'Pay £135' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pay/chk_test_1');
    const [fields, photos] = upload.mock.calls[0];
    expect(fields).toMatchObject({
      serviceType: 'art',
      serviceTier: 'standard',
      itemDescription: 'Oil on canvas, signed',
      firstName: 'Amelia',
      address: { street: '12 Mount Street', postalCode: 'W1K 2RD' },
    });
    expect(photos.map((p) => p.name)).toEqual(['front.jpg']);

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/valuations/${created.id}`));
  }, 60000);

  it('signed in: fills in the profile phone and address; the ticked box saves the new ones', async () => {
    const created = testValuation({ serviceType: 'art', serviceTier: 'standard' });
    upload.mockReturnValue(async () => ({ valuation: created }));
    const saved: Record<string, unknown>[] = [];
    server.use(
      catalogueHandlers.success(),
      ...signedInHandlers(),
      profileHandlers.get(completedProfile),
      profileHandlers.update(completedProfile, (body) => saved.push(body)),
      valuationHandlers.checkout('/pay/chk_test_1'),
      valuationHandlers.testCheckout(testCheckout({ amount: 135 })),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/valuation', { user: testUser });
    await fillWizard(user, { personal: false });
    await waitFor(() => expect(screen.getByLabelText(/^Street/)).toHaveValue('12 Mount Street'));
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+44 20 7946 0000');
    const box = () =>
      screen.queryByRole('checkbox', { name: 'Save this phone number and address to my profile' });
    expect(box()).toBeNull();
    await user.clear(screen.getByLabelText(/^Postal code/));
    await enter(user, /^Postal code/, 'W1K 2RD');
    await user.click(box()!);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    expect(await screen.findByRole('button', { name: 'Pay £135' })).toBeInTheDocument();
    expect(saved).toEqual([{ address: { ...completedProfile.address, postalCode: 'W1K 2RD' } }]);
    expect(upload.mock.calls[0][0]).toMatchObject({
      phone: '+44 20 7946 0000',
      address: { street: '12 Mount Street', postalCode: 'W1K 2RD' },
    });
  }, 60000);

  it('signed out: registers in the dialog, pre-filled from step 2, and continues with the photos', async () => {
    const created = testValuation();
    upload.mockReturnValue(async () => ({ valuation: created }));
    server.use(
      catalogueHandlers.success(),
      authHandlers.registerSuccess(),
      valuationHandlers.checkout('/pay/chk_test_1'),
      valuationHandlers.testCheckout(),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/valuation');
    await fillWizard(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Amelia');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('amelia.hart@example.co.uk');
    await user.type(within(dialog).getByLabelText('Password'), 'Sup3r$ecret');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'Sup3r$ecret');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pay/chk_test_1'));
    expect(upload.mock.calls[0][1].map((p) => p.name)).toEqual(['front.jpg']);
  }, 60000);

  it('a failed upload keeps everything and can be tried again', async () => {
    upload.mockReturnValueOnce(async () => {
      throw { status: 413, error: '"front.jpg" is larger than 10MB.' };
    });
    upload.mockReturnValueOnce(async () => ({ valuation: testValuation() }));
    server.use(
      catalogueHandlers.success(),
      ...signedInHandlers(),
      valuationHandlers.checkout('/pay/chk_test_1'),
      valuationHandlers.testCheckout(),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/valuation', { user: testUser });
    await fillWizard(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    const alert = await screen.findByText('"front.jpg" is larger than 10MB.');
    await user.click(
      within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Try again' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay/chk_test_1'));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1][1].map((p) => p.name)).toEqual(['front.jpg']);
    // the same draft, the same Idempotency-Key: a first try stored after all is not made twice
    const [first, again] = upload.mock.calls.map((call) => call[2]?.idempotencyKey);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(again).toBe(first);
  }, 60000);

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
    const dialog = screen.getByRole('dialog', { name: 'Cancel this request?' });
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
