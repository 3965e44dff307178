import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as browser from '@simplewebauthn/browser';
import { tokenStorage } from '../../lib/session';
import { authHandlers, TEST_TOKEN, testUser } from '../../test/handlers';
import { authenticationOptions, passkeyHandlers } from '../../test/passkeyHandlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

jest.mock('@simplewebauthn/browser', () => {
  const actual = jest.requireActual('@simplewebauthn/browser');
  return {
    ...actual,
    browserSupportsWebAuthn: jest.fn(),
    platformAuthenticatorIsAvailable: jest.fn(),
    browserSupportsWebAuthnAutofill: jest.fn(),
    startAuthentication: jest.fn(),
    WebAuthnAbortService: { cancelCeremony: jest.fn(), createNewAbortSignal: jest.fn() },
  };
});

const mocked = jest.mocked(browser);

const assertion = {
  id: 'cred-1',
  rawId: 'cred-1',
  response: { clientDataJSON: 'e30', authenticatorData: 'YQ', signature: 'cw', userHandle: 'dQ' },
  type: 'public-key' as const,
  clientExtensionResults: {},
};

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

function device({ platform = true, autofill = false } = {}) {
  mocked.browserSupportsWebAuthn.mockReturnValue(true);
  mocked.platformAuthenticatorIsAvailable.mockResolvedValue(platform);
  mocked.browserSupportsWebAuthnAutofill.mockResolvedValue(autofill);
}

const toastStack = () => screen.getByTestId('toast-stack');

// Routes are lazy: the first render of a page can take a while on a busy machine.
const SLOW = { timeout: 10_000 };

describe('LoginPage with passkeys', () => {
  it('has no "Use Biometric Login" without a platform authenticator or a phone', async () => {
    device({ platform: false });
    renderApp('/login');
    expect(await screen.findByLabelText('Email', {}, SLOW)).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
    // Let the support check settle before asserting the absence.
    await waitFor(() => expect(mocked.platformAuthenticatorIsAvailable).toHaveBeenCalled());
    await Promise.resolve();
    expect(screen.queryByRole('button', { name: 'Use Biometric Login' })).not.toBeInTheDocument();
  });

  it('signs in with the fingerprint panel and goes to /dashboard', async () => {
    device();
    server.use(passkeyHandlers.loginOptions(), passkeyHandlers.loginSuccess());
    mocked.startAuthentication.mockResolvedValue(assertion);
    const { router, store } = renderApp('/login');
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Use Biometric Login' }, SLOW));
    expect(screen.getByRole('heading', { name: 'Sign in with Fingerprint' })).toBeVisible();
    expect(screen.getByText('Touch the fingerprint sensor to sign in securely.')).toBeVisible();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Authenticate' }));

    expect(await screen.findByText(/Welcome back, Amelia/, {}, SLOW)).toBeInTheDocument();
    expect(mocked.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: authenticationOptions(),
    });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(toastStack()).toHaveTextContent('Biometric authentication successful');
    expect(tokenStorage.get()).toBe(TEST_TOKEN);
    expect(store.getState().auth.user).toEqual(testUser);
  });

  it('returns to the remembered page after a passkey sign-in', async () => {
    device();
    server.use(passkeyHandlers.loginOptions(), passkeyHandlers.loginSuccess());
    mocked.startAuthentication.mockResolvedValue(assertion);
    const { router } = renderApp('/chat?thread=7');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Use Biometric Login' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Authenticate' }));
    expect(await screen.findByRole('heading', { name: 'Expert Chat' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?thread=7');
  });

  it('uses Face ID wording on an iPhone', async () => {
    device();
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    renderApp('/login');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Use Biometric Login' }, SLOW));
    expect(screen.getByRole('heading', { name: 'Sign in with Face ID' })).toBeVisible();
    expect(screen.getByText('Use Face ID to sign in to your account securely.')).toBeVisible();
  });

  it('goes back to the form on "Use password instead"', async () => {
    device();
    renderApp('/login');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Use Biometric Login' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Use password instead' }));
    expect(screen.getByLabelText('Email')).toBeVisible();
  });

  it.each([
    [
      'the server refuses the passkey',
      () => mocked.startAuthentication.mockResolvedValue(assertion),
    ],
    [
      'the device ceremony fails',
      () =>
        mocked.startAuthentication.mockRejectedValue(
          Object.assign(new Error('x'), { name: 'NotAllowedError' }),
        ),
    ],
  ])('closes the panel with an error toast when %s', async (_case, arrange) => {
    device();
    server.use(
      passkeyHandlers.loginOptions(),
      passkeyHandlers.loginFailure(),
      // A 401 makes the API layer try one token refresh; signed out, that fails too.
      authHandlers.refreshFailure(),
    );
    arrange();
    const { router } = renderApp('/login');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Use Biometric Login' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Authenticate' }));

    await waitFor(() =>
      expect(toastStack()).toHaveTextContent('Authentication failed. Please try again.'),
    );
    expect(screen.getByLabelText('Email')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Sign in with Fingerprint' })).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(tokenStorage.get()).toBeNull();
  });

  it('offers passkeys in the browser’s autofill and signs in with the one picked', async () => {
    device({ autofill: true });
    server.use(passkeyHandlers.loginOptions(), passkeyHandlers.loginSuccess());
    mocked.startAuthentication.mockResolvedValue(assertion);
    const { router } = renderApp('/login');
    const user = userEvent.setup({ delay: null });
    // Not before the visitor reaches the email field, where the browser shows its autofill.
    await screen.findByRole('button', { name: 'Use Biometric Login' }, SLOW);
    expect(mocked.startAuthentication).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Email'));

    expect(await screen.findByText(/Welcome back, Amelia/, {}, SLOW)).toBeInTheDocument();
    expect(mocked.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: authenticationOptions(),
      useBrowserAutofill: true,
    });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(toastStack()).toHaveTextContent('Biometric authentication successful');
  });

  it('stops the autofill request when the biometric panel opens', async () => {
    device({ autofill: true });
    server.use(passkeyHandlers.loginOptions());
    // The autofill request waits for the user to pick a passkey.
    mocked.startAuthentication.mockReturnValue(new Promise(() => {}));
    renderApp('/login');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('Email', {}, SLOW));
    await waitFor(() => expect(mocked.startAuthentication).toHaveBeenCalledTimes(1), SLOW);
    expect(mocked.WebAuthnAbortService.cancelCeremony).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Use Biometric Login' }, SLOW));
    expect(mocked.WebAuthnAbortService.cancelCeremony).toHaveBeenCalled();
  });
});
