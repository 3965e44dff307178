import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  startAuthentication,
  WebAuthnAbortService,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/browser';
import { LoginScreen } from '@valuation/design-system';
import { redirectTargetFrom } from '../../lib/navigation';
import { useToast } from '../../lib/useToast';
import {
  AUTHENTICATION_FAILED,
  AUTHENTICATION_SUCCESS,
  isCeremonyCancelled,
  offersBiometricLogin,
  useDeviceSupport,
} from '../../lib/webauthn';
import { useLoginMutation, usePasskeyLoginMutation, usePasskeyLoginOptionsMutation } from './api';
import { loginErrorMessage } from './messages';

export function LoginPage() {
  const [login, { isLoading }] = useLoginMutation();
  const [getPasskeyOptions] = usePasskeyLoginOptionsMutation();
  const [passkeyLogin] = usePasskeyLoginMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const support = useDeviceSupport();
  const [errorMessage, setErrorMessage] = useState<string>();
  const [panelOpen, setPanelOpen] = useState(false);
  const [authenticating, setAuthenticating] = useState(false);
  const target = redirectTargetFrom(location.state);

  const handleSubmit = async (values: { email: string; password: string }) => {
    setErrorMessage(undefined);
    try {
      await login({ email: values.email, password: values.password }).unwrap();
      await navigate(target, { replace: true });
    } catch (error) {
      const message = loginErrorMessage(error);
      setErrorMessage(message);
      toast.error(message);
    }
  };

  /** The server checks the device's assertion; success stores the session like password login. */
  const finishPasskeyLogin = useCallback(
    async (assertion: AuthenticationResponseJSON) => {
      await passkeyLogin(assertion).unwrap();
      toast.success(AUTHENTICATION_SUCCESS);
      await navigate(target, { replace: true });
    },
    [passkeyLogin, toast, navigate, target],
  );

  /** The biometric panel's "Authenticate" (docs/product.md §4). */
  const handleAuthenticate = async () => {
    setAuthenticating(true);
    try {
      const optionsJSON = await getPasskeyOptions({}).unwrap();
      const assertion = await startAuthentication({ optionsJSON });
      await finishPasskeyLogin(assertion);
    } catch {
      // Any failure closes the panel and brings the form back.
      setPanelOpen(false);
      toast.error(AUTHENTICATION_FAILED);
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
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && /webauthn$/.test(target.autocomplete)) {
        setAutofillRequested(true);
      }
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [autofill, panelOpen, autofillRequested]);

  useEffect(() => {
    if (!autofill || !autofillRequested || panelOpen) return undefined;
    let cancelled = false;
    const run = async () => {
      try {
        const optionsJSON = await getPasskeyOptions({}).unwrap();
        if (cancelled) return;
        const assertion = await startAuthentication({ optionsJSON, useBrowserAutofill: true });
        if (cancelled) return;
        await finishPasskeyLogin(assertion);
      } catch (error) {
        // Aborted (leaving the page, opening the panel) or never offered: nothing to report.
        if (cancelled || isCeremonyCancelled(error)) return;
        if (error instanceof Error && /autofill|<input>/i.test(error.message)) return;
        toast.error(AUTHENTICATION_FAILED);
      }
    };
    void run();
    return () => {
      cancelled = true;
      WebAuthnAbortService.cancelCeremony();
    };
  }, [autofill, autofillRequested, panelOpen, getPasskeyOptions, finishPasskeyLogin, toast]);

  const biometric =
    support && support.capability !== 'unsupported' && offersBiometricLogin(support)
      ? {
          kind: support.capability,
          open: panelOpen,
          busy: authenticating,
          onOpen: () => {
            setErrorMessage(undefined);
            setPanelOpen(true);
          },
          onClose: () => setPanelOpen(false),
          onAuthenticate: () => void handleAuthenticate(),
        }
      : undefined;

  return (
    <LoginScreen
      onSubmit={handleSubmit}
      submitting={isLoading}
      errorMessage={errorMessage}
      biometric={biometric}
    />
  );
}
