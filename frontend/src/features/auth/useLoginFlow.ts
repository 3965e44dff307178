import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { LoginRequest } from '@valuation/contracts';
import type { LoginScreenProps } from '@valuation/design-system';
import {
  AUTHENTICATION_FAILED,
  AUTHENTICATION_SUCCESS,
  isCeremonyCancelled,
  offersBiometricLogin,
  type DeviceSupport,
} from '../../lib/webauthnSupport';
import { loginErrorMessage } from './messages';

/**
 * What /login does, whoever renders it: the app's LoginPage (RTK Query, React Router) and the site
 * shell's (fetch, the document; ADR 012) give their own effects. Password and passkey sign-in both
 * store the session inside their effect.
 */
export interface LoginEffects {
  /** Password sign-in; rejects with the ApiError of lib/apiError.ts. */
  signIn(credentials: LoginRequest): Promise<unknown>;
  /** Passkey sign-in, step 1: the challenge. */
  passkeyOptions(): Promise<PublicKeyCredentialRequestOptionsJSON>;
  /** Passkey sign-in, step 2: the device's assertion, checked by the server. */
  passkeyVerify(assertion: AuthenticationResponseJSON): Promise<unknown>;
  /** On to `target` after signing in, in place of /login in the history. */
  navigate(target: string): unknown;
  toast: { success(message: string): void; error(message: string): void };
  /** Where a sign-in leads (lib/navigation.ts redirectTargetFrom), asked when it is done. */
  target(): string;
  /** What the device can do with passkeys; null while that is being checked. */
  support: DeviceSupport | null;
}

/** @simplewebauthn/browser, loaded when a ceremony starts (not with the page). */
type Ceremony = typeof import('@simplewebauthn/browser');
let ceremony: Ceremony | undefined;
async function loadCeremony(): Promise<Ceremony> {
  ceremony ??= await import('@simplewebauthn/browser');
  return ceremony;
}

/** /login's behaviour (docs/product.md §4): the props of the design system's LoginScreen. */
export function useLoginFlow(effects: LoginEffects): LoginScreenProps {
  // The latest effects, read when they are needed: a re-render does not restart the autofill.
  const latest = useRef(effects);
  useEffect(() => {
    latest.current = effects;
  });
  const [submitting, setSubmitting] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [authenticating, setAuthenticating] = useState(false);
  const { support } = effects;

  const onSubmit = async (values: { email: string; password: string }) => {
    const { signIn, navigate, target, toast } = latest.current;
    setSubmitting(true);
    try {
      try {
        await signIn({ email: values.email, password: values.password });
      } finally {
        setSubmitting(false); // the request is over (navigating is not submitting)
      }
      await navigate(target());
    } catch (error) {
      // One message, the spec's toast: a banner beside it said the same thing twice.
      toast.error(loginErrorMessage(error));
    }
  };

  /** The server checks the device's assertion; success stores the session like password login. */
  const finishPasskeyLogin = useCallback(async (assertion: AuthenticationResponseJSON) => {
    const { passkeyVerify, navigate, target, toast } = latest.current;
    await passkeyVerify(assertion);
    toast.success(AUTHENTICATION_SUCCESS);
    await navigate(target());
  }, []);

  /** The biometric panel's "Authenticate" (docs/product.md §4). */
  const handleAuthenticate = async () => {
    setAuthenticating(true);
    try {
      const [optionsJSON, { startAuthentication }] = await Promise.all([
        latest.current.passkeyOptions(),
        loadCeremony(),
      ]);
      const assertion = await startAuthentication({ optionsJSON });
      await finishPasskeyLogin(assertion);
    } catch {
      // Any failure closes the panel and brings the form back.
      setPanelOpen(false);
      latest.current.toast.error(AUTHENTICATION_FAILED);
    } finally {
      setAuthenticating(false);
    }
  };

  // Passkeys in the browser's autofill (conditional mediation) while the form is shown. The
  // request starts when the email field is first focused, where the browser shows its autofill;
  // starting it on page load would let an authenticator answer before the visitor chose anything.
  const autofill = Boolean(support?.autofill);
  const [autofillRequested, setAutofillRequested] = useState(false);
  useEffect(() => {
    if (!autofill || panelOpen || autofillRequested) return undefined;
    const offersAutofill = (target: EventTarget | Element | null) =>
      target instanceof HTMLInputElement && /webauthn$/.test(target.autocomplete);
    // Focused before the device's support was known (a quick visitor, a slow device): start now.
    if (offersAutofill(document.activeElement)) {
      setAutofillRequested(true);
      return undefined;
    }
    const onFocus = (event: FocusEvent) => {
      if (offersAutofill(event.target)) setAutofillRequested(true);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [autofill, panelOpen, autofillRequested]);

  useEffect(() => {
    if (!autofill || !autofillRequested || panelOpen) return undefined;
    let cancelled = false;
    const run = async () => {
      try {
        const [optionsJSON, { startAuthentication }] = await Promise.all([
          latest.current.passkeyOptions(),
          loadCeremony(),
        ]);
        if (cancelled) return;
        const assertion = await startAuthentication({ optionsJSON, useBrowserAutofill: true });
        if (cancelled) return;
        await finishPasskeyLogin(assertion);
      } catch (error) {
        // Aborted (leaving the page, opening the panel) or never offered: nothing to report.
        if (cancelled || isCeremonyCancelled(error)) return;
        if (error instanceof Error && /autofill|<input>/i.test(error.message)) return;
        latest.current.toast.error(AUTHENTICATION_FAILED);
      }
    };
    void run();
    return () => {
      cancelled = true;
      // Not loaded yet: no ceremony started, and `cancelled` keeps this one from starting.
      ceremony?.WebAuthnAbortService.cancelCeremony();
    };
  }, [autofill, autofillRequested, panelOpen, finishPasskeyLogin]);

  const biometric =
    support && support.capability !== 'unsupported' && offersBiometricLogin(support)
      ? {
          kind: support.capability,
          open: panelOpen,
          busy: authenticating,
          onOpen: () => setPanelOpen(true),
          onClose: () => setPanelOpen(false),
          onAuthenticate: () => void handleAuthenticate(),
        }
      : undefined;

  return { onSubmit, submitting, biometric };
}
