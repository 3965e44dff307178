/**
 * What the device can do with passkeys, and whether a ceremony was cancelled: the part of
 * lib/webauthn.ts that needs no @simplewebauthn/browser, so the site shell's /login (ADR 012) can
 * offer passkeys and load that library only when a ceremony starts. lib/webauthn.ts re-exports it.
 */
import { useEffect, useState } from 'react';
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

export const AUTHENTICATION_FAILED = PASSKEY_ERRORS.authenticationFailed;
export const AUTHENTICATION_SUCCESS = NOTICES.biometricSuccess;

export interface NavigatorLike {
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

/** The three questions put to the browser (@simplewebauthn/browser's functions of these names). */
export interface SupportChecks {
  browserSupportsWebAuthn(): boolean;
  platformAuthenticatorIsAvailable(): Promise<boolean>;
  browserSupportsWebAuthnAutofill(): Promise<boolean>;
}

type PublicKeyCredentialStatics = {
  isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean>;
  isConditionalMediationAvailable?: () => Promise<boolean>;
  getClientCapabilities?: () => Promise<Record<string, boolean | undefined>>;
};

const publicKeyCredential = () =>
  (globalThis as { PublicKeyCredential?: PublicKeyCredentialStatics }).PublicKeyCredential;

/** The same checks as @simplewebauthn/browser 14's, asked of the browser directly. */
export const nativeSupportChecks: SupportChecks = {
  browserSupportsWebAuthn: () => typeof publicKeyCredential() === 'function',
  platformAuthenticatorIsAvailable: async () =>
    nativeSupportChecks.browserSupportsWebAuthn()
      ? Boolean(await publicKeyCredential()?.isUserVerifyingPlatformAuthenticatorAvailable?.())
      : false,
  browserSupportsWebAuthnAutofill: async () =>
    nativeSupportChecks.browserSupportsWebAuthn()
      ? Boolean(await publicKeyCredential()?.isConditionalMediationAvailable?.())
      : false,
};

/** WebAuthn Level 3 client capabilities where the browser has them (Chromium 133+, Safari 17.4+). */
async function clientCapabilities(): Promise<Record<string, boolean | undefined>> {
  const pkc = publicKeyCredential();
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
export async function detectDeviceSupportWith(
  checks: SupportChecks,
  nav: NavigatorLike = navigator,
): Promise<DeviceSupport> {
  if (!checks.browserSupportsWebAuthn()) {
    return {
      capability: 'unsupported',
      platformAuthenticator: false,
      hybridTransport: false,
      autofill: false,
    };
  }
  const [platformAuthenticator, autofill, capabilities] = await Promise.all([
    safely(() => checks.platformAuthenticatorIsAvailable()),
    safely(() => checks.browserSupportsWebAuthnAutofill()),
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

/** The device support, checked once on mount with `checks`: null while the check runs. */
export function useDeviceSupportWith(checks: SupportChecks): DeviceSupport | null {
  const [support, setSupport] = useState<DeviceSupport | null>(null);
  useEffect(() => {
    let active = true;
    void detectDeviceSupportWith(checks).then((result) => {
      if (active) setSupport(result);
    });
    return () => {
      active = false;
    };
  }, [checks]);
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

/**
 * The DOMException name behind a ceremony's failure: @simplewebauthn/browser's WebAuthnError
 * (recognised by its `code`, without importing the class) carries it as its cause.
 */
export function ceremonyErrorName(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { cause, code } = error as { cause?: unknown; code?: unknown };
  if (typeof code === 'string' && cause && typeof cause === 'object' && 'name' in cause)
    return String(cause.name);
  return 'name' in error ? String(error.name) : undefined;
}

/** The WebAuthnError code of a ceremony's failure, if it has one. */
export function ceremonyErrorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

/** True when the user (or the page) cancelled the ceremony rather than it failing. */
export function isCeremonyCancelled(error: unknown): boolean {
  if (ceremonyErrorCode(error) === 'ERROR_CEREMONY_ABORTED') return true;
  const name = ceremonyErrorName(error);
  return name === 'AbortError' || name === 'NotAllowedError';
}
