import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as browser from '@simplewebauthn/browser';
import { CATALOGUE, NOTICES } from '@valuation/contracts';
import { takeFlash } from '../../lib/flash';
import { tokenStorage } from '../../lib/session/tokenStorage';
import { authHandlers, TEST_TOKEN } from '../../test/handlers';
import { authenticationOptions, passkeyHandlers } from '../../test/passkeyHandlers';
import { server } from '../../test/server';
import { replaceWith } from '../navigate';
import { SiteApp } from '../SiteApp';
import { siteToasts } from '../toasts';
import { LoginPage } from './LoginPage';

// Loading the next page is the document's business: the test sees where it would go.
jest.mock('../navigate', () => ({
  ...jest.requireActual('../navigate'),
  replaceWith: jest.fn(),
}));
jest.mock('@simplewebauthn/browser', () => ({
  startAuthentication: jest.fn(),
  WebAuthnAbortService: { cancelCeremony: jest.fn(), createNewAbortSignal: jest.fn() },
}));

const replaced = jest.mocked(replaceWith);
const ceremony = jest.mocked(browser);

const assertion = {
  id: 'cred-1',
  rawId: 'cred-1',
  response: { clientDataJSON: 'e30', authenticatorData: 'YQ', signature: 'cw', userHandle: 'dQ' },
  type: 'public-key' as const,
  clientExtensionResults: {},
};

/** The browser's WebAuthn, as the site asks it (lib/webauthnSupport nativeSupportChecks). */
function device({ webauthn = true, platform = true, autofill = false } = {}) {
  const pkc = Object.assign(function PublicKeyCredential() {}, {
    isUserVerifyingPlatformAuthenticatorAvailable: jest.fn(async () => platform),
    isConditionalMediationAvailable: jest.fn(async () => autofill),
  });
  Object.defineProperty(window, 'PublicKeyCredential', {
    configurable: true,
    value: webauthn ? pkc : undefined,
  });
  return pkc;
}

function renderLogin() {
  return render(<SiteApp path="/login" Page={LoginPage} catalogue={CATALOGUE} />);
}

async function signIn(email = 'amelia.hart@example.co.uk', password = 'Correct-horse-1') {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/^email/i), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

const toastStack = () => screen.findByTestId('toast-stack');

beforeEach(() => {
  device({ webauthn: false });
  window.history.replaceState(null, '', '/login');
  window.sessionStorage.clear();
  for (const toast of siteToasts.getSnapshot()) siteToasts.dismiss(toast.id);
});

describe('the site shell’s /login', () => {
  it('signs in, stores the token and loads /dashboard', async () => {
    server.use(authHandlers.loginSuccess());
    renderLogin();
    await signIn();
    await waitFor(() => expect(replaced).toHaveBeenCalledWith('/dashboard'));
    expect(tokenStorage.get()).toBe(TEST_TOKEN);
  });

  it('goes where the route guard was taking the visitor (kept in history.state.usr)', async () => {
    window.history.replaceState(
      { usr: { from: { pathname: '/chat', search: '?thread=7', hash: '' } }, key: 'k', idx: 0 },
      '',
    );
    server.use(authHandlers.loginSuccess());
    renderLogin();
    await signIn();
    await waitFor(() => expect(replaced).toHaveBeenCalledWith('/chat?thread=7'));
  });

  it('shows the server’s error once, in a toast', async () => {
    server.use(authHandlers.loginFailure(401, 'Invalid email or password'));
    renderLogin();
    await signIn();
    expect(await toastStack()).toHaveTextContent('Invalid email or password');
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts.filter((text) => text?.includes('Invalid email or password'))).toHaveLength(1);
    expect(tokenStorage.get()).toBeNull();
    expect(replaced).not.toHaveBeenCalled();
    // The form can be sent again.
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('falls back to "Failed to login" when the server gives no error text', async () => {
    server.use(authHandlers.loginBareFailure(502));
    renderLogin();
    await signIn();
    expect(await toastStack()).toHaveTextContent(NOTICES.loginFailed);
  });

  it('says so when no response arrives', async () => {
    server.use(authHandlers.loginNetworkError());
    renderLogin();
    await signIn();
    expect(await toastStack()).toHaveTextContent(NOTICES.networkError);
  });

  it('has no "Use Biometric Login" without a platform authenticator or a phone', async () => {
    const pkc = device({ platform: false });
    renderLogin();
    await waitFor(() =>
      expect(pkc.isUserVerifyingPlatformAuthenticatorAvailable).toHaveBeenCalled(),
    );
    await Promise.resolve();
    expect(screen.queryByRole('button', { name: 'Use Biometric Login' })).not.toBeInTheDocument();
  });

  it('signs in with the fingerprint panel; the next page shows the success toast', async () => {
    device();
    server.use(passkeyHandlers.loginOptions(), passkeyHandlers.loginSuccess());
    ceremony.startAuthentication.mockResolvedValue(assertion);
    renderLogin();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Use Biometric Login' }));
    expect(screen.getByRole('heading', { name: 'Sign in with Fingerprint' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Authenticate' }));

    await waitFor(() => expect(replaced).toHaveBeenCalledWith('/dashboard'));
    expect(ceremony.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: authenticationOptions(),
    });
    expect(tokenStorage.get()).toBe(TEST_TOKEN);
    expect(takeFlash()).toEqual({ message: NOTICES.biometricSuccess, type: 'success' });
  });

  it('returns to the remembered page after a passkey sign-in', async () => {
    window.history.replaceState(
      { usr: { from: { pathname: '/chat', search: '?thread=7', hash: '' } }, key: 'k', idx: 0 },
      '',
    );
    device();
    server.use(passkeyHandlers.loginOptions(), passkeyHandlers.loginSuccess());
    ceremony.startAuthentication.mockResolvedValue(assertion);
    renderLogin();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Use Biometric Login' }));
    await user.click(screen.getByRole('button', { name: 'Authenticate' }));
    await waitFor(() => expect(replaced).toHaveBeenCalledWith('/chat?thread=7'));
  });

  it('uses Face ID wording on an iPhone', async () => {
    device();
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      );
    renderLogin();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Use Biometric Login' }));
    expect(screen.getByRole('heading', { name: 'Sign in with Face ID' })).toBeVisible();
    expect(screen.getByText('Use Face ID to sign in to your account securely.')).toBeVisible();
  });

  it('goes back to the form on "Use password instead"', async () => {
    device();
    renderLogin();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Use Biometric Login' }));
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use password instead' }));
    expect(screen.getByLabelText('Email')).toBeVisible();
  });

  it('closes the panel with an error toast when the server refuses the passkey', async () => {
    device();
    server.use(passkeyHandlers.loginOptions(), passkeyHandlers.loginFailure());
    ceremony.startAuthentication.mockResolvedValue(assertion);
    renderLogin();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Use Biometric Login' }));
    await user.click(screen.getByRole('button', { name: 'Authenticate' }));

    expect(await toastStack()).toHaveTextContent('Authentication failed. Please try again.');
    expect(screen.getByLabelText('Email')).toBeVisible();
    expect(tokenStorage.get()).toBeNull();
    expect(replaced).not.toHaveBeenCalled();
  });

  it('offers passkeys in the browser’s autofill once the email field is focused', async () => {
    device({ autofill: true });
    server.use(passkeyHandlers.loginOptions(), passkeyHandlers.loginSuccess());
    ceremony.startAuthentication.mockResolvedValue(assertion);
    renderLogin();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Use Biometric Login' });
    expect(ceremony.startAuthentication).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Email'));

    await waitFor(() => expect(replaced).toHaveBeenCalledWith('/dashboard'));
    expect(ceremony.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: authenticationOptions(),
      useBrowserAutofill: true,
    });
    expect(takeFlash()?.message).toBe(NOTICES.biometricSuccess);
  });

  it('stops the autofill request when the biometric panel opens', async () => {
    device({ autofill: true });
    server.use(passkeyHandlers.loginOptions());
    ceremony.startAuthentication.mockReturnValue(new Promise(() => {}));
    renderLogin();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('Email'));
    await waitFor(() => expect(ceremony.startAuthentication).toHaveBeenCalledTimes(1));
    expect(ceremony.WebAuthnAbortService.cancelCeremony).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use Biometric Login' }));
    expect(ceremony.WebAuthnAbortService.cancelCeremony).toHaveBeenCalled();
  });
});
