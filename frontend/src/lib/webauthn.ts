/**
 * Passkeys in the browser: what the device can do, and clear sentences for every way a WebAuthn
 * ceremony can fail (docs/product.md §2, §4 and §8). Wraps @simplewebauthn/browser 14; the part
 * that needs none of it (device support, cancelled ceremonies) is lib/webauthnSupport.ts.
 */
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  platformAuthenticatorIsAvailable,
} from '@simplewebauthn/browser';
import { NOTICES, PASSKEY_ERRORS } from '@valuation/contracts';
import {
  ceremonyErrorCode,
  ceremonyErrorName,
  detectDeviceSupportWith,
  isAppleMobileDevice,
  useDeviceSupportWith,
  type DeviceSupport,
  type NavigatorLike,
  type SupportChecks,
} from './webauthnSupport';

export {
  AUTHENTICATION_FAILED,
  AUTHENTICATION_SUCCESS,
  isAppleMobileDevice,
  isCeremonyCancelled,
  offersBiometricLogin,
  type BiometricCapability,
  type DeviceSupport,
} from './webauthnSupport';

// Texts of docs/product.md §8 (exact), plus the cause texts the spec leaves to us.
export const PASSKEYS_NOT_SUPPORTED = 'Passkeys are not supported on this device';
export const DEVICE_NOT_SUPPORTED = 'Your device does not support biometric authentication';
export const LOGIN_REQUIRED = 'Please log in to setup biometric authentication';
export const REGISTRATION_OPTIONS_FAILED = 'Failed to get registration options. Please try again.';
export const REGISTRATION_OPTIONS_FAILED_SHORT = 'Failed to get registration options';
export const REGISTRATION_VERIFY_FAILED = 'Failed to verify registration. Please try again.';
export const VERIFICATION_FAILED = PASSKEY_ERRORS.verificationFailed;
export const PASSKEY_VERIFY_FAILED = 'Failed to verify passkey registration';
export const SETUP_SUCCESS = NOTICES.biometricSetupSuccess;
export const SETUP_FAILED = NOTICES.biometricSetupFailed;
export const WEBAUTHN_NOT_SUPPORTED = 'WebAuthn is not supported in this browser';
export const REGISTRATION_NOT_COMPLETED = 'Registration was not completed';
export const ALREADY_REGISTERED = 'This device is already registered for biometric login';
export const ALGORITHMS_NOT_SUPPORTED =
  'Your device does not support the required security algorithms';
export const DOMAIN_NOT_ALLOWED = 'Passkeys are not available on this domain';
export const INVALID_USER_ID = 'Invalid user id: it must be 1 to 64 bytes long';
export const AUTHENTICATOR_ERROR = 'Your authenticator reported an error. Please try again.';

/**
 * @simplewebauthn/browser's checks: the app's (its tests stub them); the site shell asks the
 * browser directly (nativeSupportChecks), with the same answers.
 */
const libraryChecks: SupportChecks = {
  browserSupportsWebAuthn,
  platformAuthenticatorIsAvailable,
  browserSupportsWebAuthnAutofill,
};

/** Checks what this browser and device can do. Never rejects. */
export function detectDeviceSupport(nav: NavigatorLike = navigator): Promise<DeviceSupport> {
  return detectDeviceSupportWith(libraryChecks, nav);
}

/** The device support, checked once on mount: null while the check runs. */
export function useDeviceSupport(): DeviceSupport | null {
  return useDeviceSupportWith(libraryChecks);
}

const errorName = ceremonyErrorName;
const errorCode = ceremonyErrorCode;

function errorMessage(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

/**
 * A clear sentence for a failed passkey registration (the device ceremony), by cause:
 * WebAuthnError codes of @simplewebauthn/browser first, then DOMException names.
 */
export function registrationErrorMessage(error: unknown): string {
  switch (errorCode(error)) {
    case 'ERROR_CEREMONY_ABORTED':
      return REGISTRATION_NOT_COMPLETED;
    case 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED':
      return ALREADY_REGISTERED;
    case 'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT':
    case 'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT':
    case 'ERROR_AUTO_REGISTER_USER_VERIFICATION_FAILURE':
      return DEVICE_NOT_SUPPORTED;
    case 'ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG':
    case 'ERROR_MALFORMED_PUBKEYCREDPARAMS':
      return ALGORITHMS_NOT_SUPPORTED;
    case 'ERROR_INVALID_DOMAIN':
    case 'ERROR_INVALID_RP_ID':
      return DOMAIN_NOT_ALLOWED;
    case 'ERROR_INVALID_USER_ID_LENGTH':
      return INVALID_USER_ID;
    case 'ERROR_AUTHENTICATOR_GENERAL_ERROR':
      return AUTHENTICATOR_ERROR;
    default:
      break;
  }
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'AbortError':
      return REGISTRATION_NOT_COMPLETED;
    case 'InvalidStateError':
      return ALREADY_REGISTERED;
    case 'ConstraintError':
      return DEVICE_NOT_SUPPORTED;
    case 'NotSupportedError':
      return ALGORITHMS_NOT_SUPPORTED;
    case 'SecurityError':
      return DOMAIN_NOT_ALLOWED;
    case 'UnknownError':
      return AUTHENTICATOR_ERROR;
    default:
      break;
  }
  const message = errorMessage(error);
  if (message === WEBAUTHN_NOT_SUPPORTED || message === REGISTRATION_NOT_COMPLETED) return message;
  return SETUP_FAILED;
}

/** "Chrome on Linux": the default name of a passkey created in this browser. */
export function describeBrowser(nav: NavigatorLike = navigator): string {
  const ua = nav.userAgent;
  let browser = 'Browser';
  if (/Edg\//.test(ua)) browser = 'Edge';
  else if (/OPR\/|Opera/.test(ua)) browser = 'Opera';
  else if (/SamsungBrowser\//.test(ua)) browser = 'Samsung Internet';
  else if (/Firefox\/|FxiOS\//.test(ua)) browser = 'Firefox';
  else if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) browser = 'Chrome';
  else if (/Safari\//.test(ua)) browser = 'Safari';

  let os = '';
  if (/iPhone/.test(ua)) os = 'iPhone';
  else if (/iPod/.test(ua)) os = 'iPod';
  else if (isAppleMobileDevice(nav)) os = 'iPad';
  else if (/Android/.test(ua)) os = 'Android';
  else if (/CrOS/.test(ua)) os = 'ChromeOS';
  else if (/Windows/.test(ua)) os = 'Windows';
  else if (/Mac OS X|Macintosh/.test(ua)) os = 'macOS';
  else if (/Linux/.test(ua)) os = 'Linux';
  return os ? `${browser} on ${os}` : browser;
}
