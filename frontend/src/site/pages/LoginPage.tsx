import { API, type AuthResponse } from '@valuation/contracts';
import { LoginScreen } from '@valuation/design-system';
import { useLoginFlow, type LoginEffects } from '../../features/auth/useLoginFlow';
import { leaveFlash } from '../../lib/flash';
import { redirectTargetFrom } from '../../lib/navigation';
import { postJson } from '../../lib/http';
import { tokenStorage } from '../../lib/session/tokenStorage';
import { nativeSupportChecks, useDeviceSupportWith } from '../../lib/webauthnSupport';
import { replaceWith } from '../navigate';
import { siteToasts } from '../toasts';

/** Stores the session as the app's login does (features/auth/api.ts); the refresh cookie came with the answer. */
async function storeSession(answer: Promise<AuthResponse>): Promise<void> {
  tokenStorage.set((await answer).token);
}

/**
 * Signed in: the app's page. Where the route guard was taking the visitor (React Router keeps it in
 * history.state.usr, which a reload of /login keeps), else /dashboard.
 */
const target = () =>
  redirectTargetFrom((window.history.state as { usr?: unknown } | null)?.usr ?? null);

const effects: Omit<LoginEffects, 'support'> = {
  target,
  signIn: (credentials) => storeSession(postJson<AuthResponse>(API.auth.login, credentials)),
  passkeyOptions: () => postJson(API.passkeys.loginOptions, {}),
  passkeyVerify: (assertion) =>
    storeSession(postJson<AuthResponse>(API.passkeys.loginVerify, assertion)),
  navigate: replaceWith,
  toast: {
    // A success is followed by the next page at once: that page (the app's) shows it.
    success: (message) => leaveFlash(message, 'success'),
    error: siteToasts.error,
  },
};

/**
 * /login in the site shell (ADR 012), for signed-out visitors: the app's login flow
 * (features/auth/useLoginFlow.ts) with fetch, the document and the shell's toasts, without the
 * router or the store; @simplewebauthn/browser loads when a passkey ceremony starts.
 */
export function LoginPage() {
  const support = useDeviceSupportWith(nativeSupportChecks);
  const screen = useLoginFlow({ ...effects, support });
  return <LoginScreen {...screen} />;
}
