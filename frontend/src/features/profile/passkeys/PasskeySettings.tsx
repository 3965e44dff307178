import { useEffect, useRef, useState } from 'react';
import { startRegistration, WebAuthnAbortService } from '@simplewebauthn/browser';
import { NOTICES } from '@valuation/contracts';
import { BiometricSetupCard, PasskeyList } from '@valuation/design-system';
import { getErrorMessage, isApiError } from '../../../lib/apiError';
import { selectCurrentUser } from '../../../lib/session';
import { useAppSelector } from '../../../lib/hooks';
import { useToast } from '../../../lib/useToast';
import {
  describeBrowser,
  LOGIN_REQUIRED,
  PASSKEY_VERIFY_FAILED,
  PASSKEYS_NOT_SUPPORTED,
  REGISTRATION_OPTIONS_FAILED,
  REGISTRATION_OPTIONS_FAILED_SHORT,
  REGISTRATION_VERIFY_FAILED,
  registrationErrorMessage,
  SETUP_SUCCESS,
  useDeviceSupport,
} from '../../../lib/webauthn';
import {
  usePasskeyRegistrationOptionsMutation,
  usePasskeysQuery,
  useRemovePasskeyMutation,
  useRenamePasskeyMutation,
  useVerifyPasskeyRegistrationMutation,
} from './api';

export const PASSKEYS_LOAD_FAILED = NOTICES.passkeysLoadFailed;
export const PASSKEY_RENAMED = NOTICES.passkeyRenamed;
export const PASSKEY_REMOVED = NOTICES.passkeyRemoved;

/** A registration step failed; `message` is what the error toast says. */
class PasskeySetupError extends Error {}

/**
 * Security Settings' biometric card (docs/product.md §2, §3 and §8): device support check,
 * passkey registration (options → device ceremony → verify) and the list of the user's passkeys.
 */
export function PasskeySettings() {
  const user = useAppSelector(selectCurrentUser);
  const support = useDeviceSupport();
  const toast = useToast();
  const [getOptions] = usePasskeyRegistrationOptionsMutation();
  const [verify] = useVerifyPasskeyRegistrationMutation();
  const [renamePasskey] = useRenamePasskeyMutation();
  const [removePasskey] = useRemovePasskeyMutation();
  const passkeys = usePasskeysQuery(undefined, { skip: !user });
  const [busy, setBusy] = useState(false);
  const ceremonyRunning = useRef(false);

  // Leaving the page mid-ceremony closes the browser's passkey dialog.
  useEffect(
    () => () => {
      if (ceremonyRunning.current) WebAuthnAbortService.cancelCeremony();
    },
    [],
  );

  const register = async () => {
    if (!user) throw new PasskeySetupError(LOGIN_REQUIRED);
    if (!support || support.capability === 'unsupported') {
      throw new PasskeySetupError(PASSKEYS_NOT_SUPPORTED);
    }

    let options;
    try {
      options = await getOptions({ userId: user.id, email: user.email }).unwrap();
    } catch (error) {
      throw new PasskeySetupError(getErrorMessage(error, REGISTRATION_OPTIONS_FAILED));
    }
    if (!options || typeof options !== 'object' || !('user' in options) || !options.user) {
      const reason = (options as { error?: unknown } | undefined)?.error;
      throw new PasskeySetupError(
        typeof reason === 'string' && reason ? reason : REGISTRATION_OPTIONS_FAILED_SHORT,
      );
    }

    let credential;
    ceremonyRunning.current = true;
    try {
      credential = await startRegistration({ optionsJSON: options });
    } catch (error) {
      throw new PasskeySetupError(registrationErrorMessage(error));
    } finally {
      ceremonyRunning.current = false;
    }

    let result;
    try {
      result = await verify({ ...credential, name: describeBrowser() }).unwrap();
    } catch (error) {
      throw new PasskeySetupError(
        isApiError(error) && error.error ? error.error : REGISTRATION_VERIFY_FAILED,
      );
    }
    if (!result.success) throw new PasskeySetupError(result.error || PASSKEY_VERIFY_FAILED);
  };

  const handleSetup = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await register();
      toast.success(SETUP_SUCCESS);
    } catch (error) {
      toast.error(
        error instanceof PasskeySetupError ? error.message : registrationErrorMessage(error),
      );
    } finally {
      setBusy(false);
    }
  };

  const handleRename = async (id: string, name: string) => {
    await renamePasskey({ id, name }).unwrap();
    toast.success(PASSKEY_RENAMED);
  };

  const handleRemove = async (id: string) => {
    await removePasskey(id).unwrap();
    toast.success(PASSKEY_REMOVED);
  };

  return (
    <BiometricSetupCard
      signedIn={Boolean(user)}
      checking={support === null}
      capability={support?.capability ?? 'unsupported'}
      busy={busy}
      onSetup={() => void handleSetup()}
    >
      <PasskeyList
        passkeys={passkeys.data ?? []}
        loading={passkeys.isLoading}
        errorMessage={
          passkeys.isError ? getErrorMessage(passkeys.error, PASSKEYS_LOAD_FAILED) : undefined
        }
        onRetry={() => void passkeys.refetch()}
        onRename={handleRename}
        onRemove={handleRemove}
      />
    </BiometricSetupCard>
  );
}
