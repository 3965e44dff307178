import { screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as browser from '@simplewebauthn/browser';
import { ToastStack } from '@valuation/design-system';
import { AppProviders, makeStore } from '../../../test/app';
import type { User } from '@valuation/contracts';
import { sessionChecked, tokenStorage } from '../../../lib/session';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { selectToasts, toastDismissed } from '../../../lib/toastSlice';
import { TEST_TOKEN, testUser } from '../../../test/handlers';
import { passkeyHandlers, registrationOptions, testPasskeys } from '../../../test/passkeyHandlers';
import { server } from '../../../test/server';
import { PasskeySettings } from './PasskeySettings';

jest.mock('@simplewebauthn/browser', () => {
  const actual = jest.requireActual('@simplewebauthn/browser');
  return {
    ...actual,
    browserSupportsWebAuthn: jest.fn(),
    platformAuthenticatorIsAvailable: jest.fn(),
    browserSupportsWebAuthnAutofill: jest.fn(),
    startRegistration: jest.fn(),
  };
});

const mocked = jest.mocked(browser);

const registrationResponse = {
  id: 'cred-1',
  rawId: 'cred-1',
  response: { clientDataJSON: 'e30', attestationObject: 'o2M', transports: ['internal'] },
  type: 'public-key' as const,
  clientExtensionResults: {},
  authenticatorAttachment: 'platform' as const,
};

function device({ webauthn = true, platform = true } = {}) {
  mocked.browserSupportsWebAuthn.mockReturnValue(webauthn);
  mocked.platformAuthenticatorIsAvailable.mockResolvedValue(platform);
  mocked.browserSupportsWebAuthnAutofill.mockResolvedValue(false);
}

function Toasts() {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  return <ToastStack toasts={toasts} onDismiss={(id) => dispatch(toastDismissed(id))} />;
}

function renderSettings(user: User | null = testUser) {
  const store = makeStore();
  if (user) tokenStorage.set(TEST_TOKEN);
  store.dispatch(sessionChecked(user ? { token: TEST_TOKEN, user } : null));
  render(
    <AppProviders store={store} colorMode="dark" persistColorMode={false}>
      <PasskeySettings />
      <Toasts />
    </AppProviders>,
  );
  return { store, user: userEvent.setup({ delay: null }) };
}

const toastStack = () => screen.getByTestId('toast-stack');

async function setUp(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Set up biometric login' }));
}

describe('PasskeySettings', () => {
  beforeEach(() => device());

  it('checks device support with a spinner, then offers setup and lists the passkeys', async () => {
    server.use(passkeyHandlers.list());
    renderSettings();
    expect(screen.getByRole('progressbar', { name: 'Checking biometric support' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Set up biometric login' })).toBeEnabled();
    expect(screen.getByText(/Use your fingerprint/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('Chrome on Linux');
    expect(list).toHaveTextContent('Never used');
  });

  it('registers a passkey: options with the user, device ceremony, verify, toast and refreshed list', async () => {
    let optionsBody: unknown;
    let verifyBody: Record<string, unknown> | undefined;
    server.use(...passkeyHandlers.store([]), passkeyHandlers.registrationOptions());
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/register/options')) optionsBody = await request.clone().json();
      if (request.url.endsWith('/register/verify')) verifyBody = await request.clone().json();
    });
    mocked.startRegistration.mockResolvedValue(registrationResponse);
    const { user } = renderSettings();
    expect(
      await screen.findByText('No passkeys yet. Set up biometric login to add one.'),
    ).toBeInTheDocument();

    await setUp(user);

    await waitFor(() =>
      expect(toastStack()).toHaveTextContent('Biometric authentication setup successfully!'),
    );
    expect(optionsBody).toEqual({ userId: testUser.id, email: testUser.email });
    expect(mocked.startRegistration).toHaveBeenCalledWith({
      optionsJSON: registrationOptions(testUser),
    });
    expect(verifyBody).toMatchObject({ id: 'cred-1', response: registrationResponse.response });
    expect(typeof verifyBody?.name).toBe('string');
    expect(await screen.findByRole('list', { name: 'Your passkeys' })).toHaveTextContent(
      String(verifyBody?.name),
    );
    server.events.removeAllListeners();
  });

  it('reads "Setting up..." while the registration is in flight', async () => {
    server.use(
      passkeyHandlers.list([]),
      passkeyHandlers.registrationOptions(),
      passkeyHandlers.registrationVerifySlow(60_000),
    );
    mocked.startRegistration.mockResolvedValue(registrationResponse);
    const { user } = renderSettings();
    await setUp(user);
    expect(await screen.findByRole('button', { name: 'Setting up...' })).toBeDisabled();
  });

  it('is disabled with the unsupported text on a device without WebAuthn', async () => {
    device({ webauthn: false, platform: false });
    server.use(passkeyHandlers.list([]));
    renderSettings();
    expect(
      await screen.findByRole('button', {
        name: 'Your device does not support biometric authentication',
      }),
    ).toBeDisabled();
  });

  it('offers generic passkeys when WebAuthn works without a platform authenticator', async () => {
    device({ platform: false });
    server.use(passkeyHandlers.list([]));
    renderSettings();
    expect(await screen.findByRole('button', { name: 'Set up biometric login' })).toBeEnabled();
    expect(screen.getByText(/Use a passkey/)).toBeInTheDocument();
  });

  it('is disabled and asks to log in when signed out', async () => {
    renderSettings(null);
    expect(
      screen.getByRole('button', { name: 'Please log in to setup biometric login' }),
    ).toBeDisabled();
    expect(screen.getByText('Please log in to setup biometric authentication')).toBeVisible();
  });

  it.each([
    [
      'a dismissed dialog',
      Object.assign(new Error('x'), { name: 'NotAllowedError' }),
      'Registration was not completed',
    ],
    [
      'an already registered authenticator',
      new browser.WebAuthnError({
        message: 'x',
        code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
        cause: new Error('InvalidStateError'),
      }),
      'This device is already registered for biometric login',
    ],
    ['an unknown failure', new Error('boom'), 'Failed to setup biometric authentication'],
  ])('maps %s to a clear error toast', async (_case, error, text) => {
    server.use(passkeyHandlers.list([]), passkeyHandlers.registrationOptions());
    mocked.startRegistration.mockRejectedValue(error);
    const { user } = renderSettings();
    await setUp(user);
    await waitFor(() => expect(toastStack()).toHaveTextContent(text));
    expect(screen.getByRole('button', { name: 'Set up biometric login' })).toBeEnabled();
  });

  it.each([
    [
      'options fail without a sentence',
      passkeyHandlers.registrationOptionsFailure(500),
      'Failed to get registration options. Please try again.',
    ],
    [
      'options are refused with a sentence',
      passkeyHandlers.registrationOptionsFailure(
        403,
        'You can only set up a passkey for your own account',
      ),
      'You can only set up a passkey for your own account',
    ],
    [
      'options come without a user',
      passkeyHandlers.registrationOptionsWithoutUser(),
      'Failed to get registration options',
    ],
  ])('says so when %s', async (_case, handler, text) => {
    server.use(passkeyHandlers.list([]), handler);
    const { user } = renderSettings();
    await setUp(user);
    await waitFor(() => expect(toastStack()).toHaveTextContent(text));
    expect(mocked.startRegistration).not.toHaveBeenCalled();
  });

  it.each([
    [
      'rejects the credential',
      passkeyHandlers.registrationVerifyFailure(400, 'Verification failed'),
      'Verification failed',
    ],
    [
      'fails without a sentence',
      passkeyHandlers.registrationVerifyUnsuccessful(),
      'Failed to verify passkey registration',
    ],
  ])('says so when verification %s', async (_case, handler, text) => {
    server.use(passkeyHandlers.list([]), passkeyHandlers.registrationOptions(), handler);
    mocked.startRegistration.mockResolvedValue(registrationResponse);
    const { user } = renderSettings();
    await setUp(user);
    await waitFor(() => expect(toastStack()).toHaveTextContent(text));
  });

  it('says "Failed to verify registration. Please try again." when the verify call breaks', async () => {
    server.use(
      passkeyHandlers.list([]),
      passkeyHandlers.registrationOptions(),
      passkeyHandlers.registrationVerifyFailure(502, ''),
    );
    mocked.startRegistration.mockResolvedValue(registrationResponse);
    const { user } = renderSettings();
    await setUp(user);
    await waitFor(() =>
      expect(toastStack()).toHaveTextContent('Failed to verify registration. Please try again.'),
    );
  });

  it('renames and removes passkeys', async () => {
    server.use(...passkeyHandlers.store());
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Rename Chrome on Linux' }));
    const field = await screen.findByLabelText('Passkey name');
    await user.clear(field);
    await user.type(field, 'Work laptop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Work laptop')).toBeInTheDocument();
    expect(toastStack()).toHaveTextContent('Passkey renamed');

    await user.click(screen.getByRole('button', { name: 'Remove Safari on iPhone' }));
    await user.click(screen.getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(toastStack()).toHaveTextContent('Passkey removed');
    expect(testPasskeys).toHaveLength(2);
  });

  it('shows the server’s sentence in the dialog when removing fails', async () => {
    server.use(passkeyHandlers.list(), passkeyHandlers.removeFailure());
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Remove Chrome on Linux' }));
    await user.click(screen.getByRole('button', { name: 'Remove passkey' }));
    expect(
      await within(screen.getByRole('dialog')).findByText('Passkey not found'),
    ).toBeInTheDocument();
  });
});
