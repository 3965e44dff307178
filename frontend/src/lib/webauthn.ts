/**
 * Passkeys in the browser: what the device can do, and clear sentences for every way a WebAuthn
 * ceremony can fail (docs/product.md §2, §4 and §8). Wraps @simplewebauthn/browser 14.
 */
import { useEffect, useState } from 'react';
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  platformAuthenticatorIsAvailable,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { NOTICES, PASSKEY_ERRORS } from '@valuation/contracts';

/**
 * What the biometric panel and the setup card talk about:
 * - 'face': an iPhone, iPad or iPod with its built-in authenticator (Face ID / Touch ID);
 * - 'fingerprint': another device with a built-in (platform) authenticator;
 * - 'passkey': WebAuthn works but there is no built-in authenticator (security key or a phone);
 * - 'unsupported': no WebAuthn at all.
 */
export type BiometricCapability = 'face' | 'fingerprint' | 'passkey' | 'unsupported';

export interface DeviceSupport {
  capability: BiometricCapability;
  /** A user-verifying platform authenticator is available (the device "supports biometrics"). */
  platformAuthenticator: boolean;
  /** The browser can sign in with a passkey from another device (a phone, via QR code). */
  hybridTransport: boolean;
  /** The browser offers passkeys in its autofill (conditional mediation). */
  autofill: boolean;
}

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
export const AUTHENTICATION_FAILED = PASSKEY_ERRORS.authenticationFailed;
export const AUTHENTICATION_SUCCESS = NOTICES.biometricSuccess;
export const WEBAUTHN_NOT_SUPPORTED = 'WebAuthn is not supported in this browser';
export const REGISTRATION_NOT_COMPLETED = 'Registration was not completed';
export const ALREADY_REGISTERED = 'This device is already registered for biometric login';
export const ALGORITHMS_NOT_SUPPORTED =
  'Your device does not support the required security algorithms';
export const DOMAIN_NOT_ALLOWED = 'Passkeys are not available on this domain';
export const INVALID_USER_ID = 'Invalid user id: it must be 1 to 64 bytes long';
export const AUTHENTICATOR_ERROR = 'Your authenticator reported an error. Please try again.';

interface NavigatorLike {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

/** iPhone, iPad or iPod, including iPadOS Safari, which presents itself as a Mac with touch. */
export function isAppleMobileDevice(nav: NavigatorLike = navigator): boolean {
  if (/iPhone|iPad|iPod/i.test(nav.userAgent)) return true;
  const macLike = /Macintosh/i.test(nav.userAgent) || nav.platform === 'MacIntel';
  return macLike && (nav.maxTouchPoints ?? 0) > 1;
}

type ClientCapabilities = Record<string, boolean | undefined>;
type PublicKeyCredentialWithCapabilities = {
  getClientCapabilities?: () => Promise<ClientCapabilities>;
};

/** WebAuthn Level 3 client capabilities where the browser has them (Chromium 133+, Safari 17.4+). */
async function clientCapabilities(): Promise<ClientCapabilities> {
  const pkc = (globalThis as { PublicKeyCredential?: PublicKeyCredentialWithCapabilities })
    .PublicKeyCredential;
  if (typeof pkc?.getClientCapabilities !== 'function') return {};
  try {
    return await pkc.getClientCapabilities();
  } catch {
    return {};
  }
}

async function safely(check: () => Promise<boolean>): Promise<boolean> {
  try {
    return await check();
  } catch {
    return false;
  }
}

/** Checks what this browser and device can do. Never rejects. */
export async function detectDeviceSupport(nav: NavigatorLike = navigator): Promise<DeviceSupport> {
  if (!browserSupportsWebAuthn()) {
    return {
      capability: 'unsupported',
      platformAuthenticator: false,
      hybridTransport: false,
      autofill: false,
    };
  }
  const [platformAuthenticator, autofill, capabilities] = await Promise.all([
    safely(platformAuthenticatorIsAvailable),
    safely(browserSupportsWebAuthnAutofill),
    clientCapabilities(),
  ]);
  let capability: BiometricCapability = 'passkey';
  if (platformAuthenticator) capability = isAppleMobileDevice(nav) ? 'face' : 'fingerprint';
  return {
    capability,
    platformAuthenticator,
    hybridTransport: capabilities.hybridTransport === true,
    autofill,
  };
}

/** The device support, checked once on mount: null while the check runs. */
export function useDeviceSupport(): DeviceSupport | null {
  const [support, setSupport] = useState<DeviceSupport | null>(null);
  useEffect(() => {
    let active = true;
    void detectDeviceSupport().then((result) => {
      if (active) setSupport(result);
    });
    return () => {
      active = false;
    };
  }, []);
  return support;
}

/**
 * Whether /login offers "Use Biometric Login": only when the device can actually sign in without
 * a password — a built-in authenticator, or a phone reachable over the hybrid transport. A browser
 * that merely has the WebAuthn API (e.g. a desktop without any authenticator) does not get it.
 */
export function offersBiometricLogin(support: DeviceSupport): boolean {
  return support.platformAuthenticator || support.hybridTransport;
}

function errorName(error: unknown): string | undefined {
  if (error instanceof WebAuthnError) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause && typeof cause === 'object' && 'name' in cause) return String(cause.name);
    return error.name;
  }
  if (error && typeof error === 'object' && 'name' in error) return String(error.name);
  return undefined;
}

function errorCode(error: unknown): string | undefined {
  if (error instanceof WebAuthnError) return error.code;
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

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

/** True when the user (or the page) cancelled the ceremony rather than it failing. */
export function isCeremonyCancelled(error: unknown): boolean {
  const code = errorCode(error);
  if (code === 'ERROR_CEREMONY_ABORTED') return true;
  const name = errorName(error);
  return name === 'AbortError' || name === 'NotAllowedError';
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
