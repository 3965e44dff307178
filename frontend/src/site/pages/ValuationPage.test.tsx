import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE } from '@valuation/contracts';
import { sendForm } from '../../lib/sendForm';
import { tokenStorage } from '../../lib/session/tokenStorage';
import { http, HttpResponse } from 'msw';
import { takeFlash } from '../../lib/flash';
import { CONTACT_NOT_SAVED_MESSAGE } from '../../features/valuation/useValuationFlow';
import { authHandlers, TEST_TOKEN, testUser } from '../../test/handlers';
import { profileHandlers, testProfile } from '../../test/profileHandlers';
import { server } from '../../test/server';
import { testValuation, valuationHandlers } from '../../test/valuationHandlers';
import { SiteApp } from '../SiteApp';
import { loadPayment } from './payment';
import { ValuationPage } from './ValuationPage';

// Loading the payment page is the document's business: the test sees where it would go.
jest.mock('./payment', () => ({ loadPayment: jest.fn(() => new Promise(() => {})) }));
// One try per call here: the retries after no answer or a 5xx are lib/sendForm's own (its test).
jest.mock('../../lib/sendForm', () => {
  const actual = jest.requireActual<typeof import('../../lib/sendForm')>('../../lib/sendForm');
  const sendForm = jest.fn();
  return {
    ...actual,
    sendForm,
    sendFormRetrying: (
      ...[url, makeBody, options, token]: Parameters<typeof actual.sendFormRetrying>
    ) => sendForm(url, makeBody(), options, token),
  };
});
// The shell's session (site/session.ts), as a small store each test starts afresh.
jest.mock('../session', () => {
  const { useSyncExternalStore } = jest.requireActual<typeof import('react')>('react');
  let current: unknown = null;
  const listeners = new Set<() => void>();
  const set = (next: unknown) => {
    current = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    useSiteUser: () => useSyncExternalStore(subscribe, () => current),
    showSignedIn: set,
    checkSiteSession: async () => current,
    applySiteSession: async () => {},
    signOutOfSite: async () => set(null),
    setUserForTest: set,
  };
});
const session = jest.requireMock<{ setUserForTest(user: unknown): void }>('../session');
const paid = jest.mocked(loadPayment);
const send = jest.mocked(sendForm);

type User = ReturnType<typeof userEvent.setup>;

async function enter(user: User, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** Step 1 for an art valuation with one photo, then step 2 filled in. */
async function fillWizard(user: User) {
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
  await enter(user, /^First name/, 'Amelia');
  await enter(user, /^Last name/, 'Hart');
  await enter(user, /^Email/, 'amelia.hart@example.co.uk');
  await enter(user, /^Street/, '12 Mount Street');
  await enter(user, /^City/, 'London');
  await enter(user, /^Postal code/, 'W1K 2RD');
  const country = screen.getByLabelText(/^Country/);
  await user.clear(country);
  await user.type(country, 'United Kingdom');
}

const renderPage = (navigationState?: unknown) =>
  render(
    <SiteApp
      path="/valuation"
      Page={ValuationPage}
      catalogue={CATALOGUE}
      navigationState={navigationState}
    />,
  );

beforeEach(() => {
  session.setUserForTest(null);
  window.history.replaceState(null, '', '/valuation');
  window.localStorage.clear();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('the site shell’s /valuation', () => {
  it('applies a service handed over in navigation state and clears the state', async () => {
    window.history.replaceState({ lvSite: { serviceType: 'handbag' } }, '', '/valuation');
    renderPage({ serviceType: 'handbag' });
    const handbag = await screen.findByRole('radio', {
      name: /Professional handbag valuation service/,
    });
    await waitFor(() => expect(handbag).toHaveAttribute('aria-checked', 'true'));
    expect(window.history.state).toEqual({ lvSite: null });
  });

  it('signed out: registers in the dialog (loaded on use), uploads with the new session and loads the payment page', async () => {
    const created = testValuation({ serviceType: 'art', serviceTier: 'standard' });
    send.mockImplementation(async (_url, _body, options) => {
      options.onProgress?.(50);
      return { status: 201, body: { valuation: created } };
    });
    server.use(authHandlers.registerSuccess(), valuationHandlers.checkout('/pay/chk_test_1'));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillWizard(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Amelia');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('amelia.hart@example.co.uk');
    await user.type(within(dialog).getByLabelText('Password'), 'Sup3r$ecret');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'Sup3r$ecret');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(paid).toHaveBeenCalledWith(created.id, '/pay/chk_test_1'));
    expect(tokenStorage.get()).toBe(TEST_TOKEN);
    const [url, form, , token] = send.mock.calls[0];
    expect(url).toMatch(/\/api\/valuations$/);
    expect(token).toBe(TEST_TOKEN);
    expect(form.get('serviceType')).toBe('art');
    expect(form.get('itemDescription')).toBe('Oil on canvas, signed');
    expect((form.getAll('images') as File[]).map((photo) => photo.name)).toEqual(['front.jpg']);
  }, 60000);

  it('signed in: pre-fills the account and goes on without the dialog', async () => {
    const created = testValuation({ serviceType: 'art', serviceTier: 'standard' });
    send.mockResolvedValueOnce({ status: 201, body: { valuation: created } });
    server.use(valuationHandlers.checkout('/pay/chk_test_1'));
    tokenStorage.set(TEST_TOKEN);
    const user = userEvent.setup({ delay: null });
    renderPage();
    // The shell's session check answers after hydration: the account fills in then.
    await act(async () => session.setUserForTest(testUser));
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
    expect(screen.getByLabelText(/^First name/)).toHaveValue(testUser.firstName);
    expect(screen.getByLabelText(/^Email/)).toHaveValue(testUser.email);
    await enter(user, /^Street/, '12 Mount Street');
    await enter(user, /^City/, 'London');
    await enter(user, /^Postal code/, 'W1K 2RD');
    const country = screen.getByLabelText(/^Country/);
    await user.clear(country);
    await user.type(country, 'United Kingdom');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    await waitFor(() => expect(paid).toHaveBeenCalledWith(created.id, '/pay/chk_test_1'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(send.mock.calls[0][3]).toBe(TEST_TOKEN);
  }, 60000);

  it('signed in: a failed save to the profile does not stop the payment, and the next page says so', async () => {
    const created = testValuation({ serviceType: 'art', serviceTier: 'standard' });
    send.mockResolvedValueOnce({ status: 201, body: { valuation: created } });
    const puts: unknown[] = [];
    server.use(
      valuationHandlers.checkout('/pay/chk_test_1'),
      profileHandlers.get(testProfile),
      http.put('/api/profile', async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json(
          { error: 'Something went wrong', statusCode: 500 },
          { status: 500 },
        );
      }),
    );
    tokenStorage.set(TEST_TOKEN);
    window.sessionStorage.clear();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await act(async () => session.setUserForTest({ ...testUser, role: 'customer' }));
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
    await enter(user, /^Phone/, '020 7946 0958');
    await enter(user, /^Street/, '12 Mount Street');
    await enter(user, /^City/, 'London');
    await enter(user, /^Postal code/, 'W1K 2RD');
    // The profile holds neither: the box is offered, ticked.
    expect(
      await screen.findByRole('checkbox', {
        name: 'Save this phone number and address to my profile',
      }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    await waitFor(() => expect(paid).toHaveBeenCalledWith(created.id, '/pay/chk_test_1'));
    expect(puts).toHaveLength(1);
    // The payment page (another document) shows it, once (lib/flash, app/RootLayout.tsx).
    expect(takeFlash()).toEqual({ message: CONTACT_NOT_SAVED_MESSAGE, type: 'warning' });
    expect(CONTACT_NOT_SAVED_MESSAGE).toMatch(
      /^We could not save your phone number and address to your profile\. /,
    );
  }, 60000);

  it('a failed upload shows the server’s sentence, keeps everything and tries again with its key', async () => {
    const created = testValuation();
    send.mockResolvedValueOnce({
      status: 413,
      body: { error: '"front.jpg" is larger than 10MB.', statusCode: 413 },
    });
    server.use(authHandlers.loginSuccess(), valuationHandlers.checkout('/pay/chk_test_1'));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillWizard(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    await user.click(within(dialog).getByRole('tab', { name: 'Sign In' }));
    await user.type(within(dialog).getByLabelText(/^Password/), 'Sup3r$ecret');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByText('"front.jpg" is larger than 10MB.');
    expect(paid).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Street/)).toHaveValue('12 Mount Street');
    // "Try again" sends the draft with the key of its first try: one request however many tries
    send.mockResolvedValueOnce({ status: 201, body: { valuation: created } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(
      within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Try again' }),
    );
    await waitFor(() => expect(paid).toHaveBeenCalledWith(created.id, '/pay/chk_test_1'));
    const [first, again] = send.mock.calls.map((call) => call[2]?.idempotencyKey);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(again).toBe(first);
  }, 60000);
});
