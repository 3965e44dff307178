import { WebAuthnError, type WebAuthnErrorCode } from '@simplewebauthn/browser';
import {
  ALGORITHMS_NOT_SUPPORTED,
  ALREADY_REGISTERED,
  AUTHENTICATOR_ERROR,
  describeBrowser,
  detectDeviceSupport,
  DEVICE_NOT_SUPPORTED,
  DOMAIN_NOT_ALLOWED,
  INVALID_USER_ID,
  isAppleMobileDevice,
  isCeremonyCancelled,
  offersBiometricLogin,
  REGISTRATION_NOT_COMPLETED,
  registrationErrorMessage,
  SETUP_FAILED,
  WEBAUTHN_NOT_SUPPORTED,
} from './webauthn';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linuxChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0',
};

type PkcStub = {
  isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean>;
  isConditionalMediationAvailable?: () => Promise<boolean>;
  getClientCapabilities?: () => Promise<Record<string, boolean>>;
};

function installPublicKeyCredential(stub: PkcStub | undefined) {
  const g = globalThis as { PublicKeyCredential?: unknown };
  if (stub === undefined) {
    delete g.PublicKeyCredential;
    return;
  }
  const pkc = function PublicKeyCredential() {};
  Object.assign(pkc, stub);
  g.PublicKeyCredential = pkc;
}

afterEach(() => installPublicKeyCredential(undefined));

describe('isAppleMobileDevice', () => {
  it('recognises iPhone and iPod user agents', () => {
    expect(isAppleMobileDevice({ userAgent: UA.iPhone })).toBe(true);
    expect(isAppleMobileDevice({ userAgent: UA.iPod })).toBe(true);
  });

  it('recognises iPadOS, which reports a Mac with a touch screen', () => {
    expect(
      isAppleMobileDevice({ userAgent: UA.mac, platform: 'MacIntel', maxTouchPoints: 5 }),
    ).toBe(true);
    expect(
      isAppleMobileDevice({ userAgent: UA.mac, platform: 'MacIntel', maxTouchPoints: 0 }),
    ).toBe(false);
  });

  it('does not take other devices for Apple mobiles', () => {
    expect(isAppleMobileDevice({ userAgent: UA.androidChrome, maxTouchPoints: 5 })).toBe(false);
    expect(isAppleMobileDevice({ userAgent: UA.linuxChrome })).toBe(false);
  });
});

describe('detectDeviceSupport', () => {
  it('reports "unsupported" without WebAuthn', async () => {
    installPublicKeyCredential(undefined);
    await expect(detectDeviceSupport({ userAgent: UA.linuxChrome })).resolves.toEqual({
      capability: 'unsupported',
      platformAuthenticator: false,
      hybridTransport: false,
      autofill: false,
    });
  });

  it('reports Face ID wording on an iPhone with its built-in authenticator', async () => {
    installPublicKeyCredential({
      isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(true),
      isConditionalMediationAvailable: () => Promise.resolve(true),
    });
    const support = await detectDeviceSupport({ userAgent: UA.iPhone });
    expect(support).toEqual({
      capability: 'face',
      platformAuthenticator: true,
      hybridTransport: false,
      autofill: true,
    });
    expect(offersBiometricLogin(support)).toBe(true);
  });

  it('reports fingerprint wording on other devices with a platform authenticator', async () => {
    installPublicKeyCredential({
      isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(true),
    });
    const support = await detectDeviceSupport({ userAgent: UA.windowsEdge });
    expect(support.capability).toBe('fingerprint');
    expect(support.autofill).toBe(false);
  });

  it('reports generic passkey wording with WebAuthn but no platform authenticator', async () => {
    installPublicKeyCredential({
      isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(false),
      getClientCapabilities: () => Promise.resolve({ hybridTransport: true }),
    });
    const support = await detectDeviceSupport({ userAgent: UA.linuxChrome });
    expect(support.capability).toBe('passkey');
    expect(support.hybridTransport).toBe(true);
    expect(offersBiometricLogin(support)).toBe(true);
  });

  it('does not offer biometric login with neither a platform authenticator nor a phone', async () => {
    installPublicKeyCredential({
      isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.reject(new Error('boom')),
      getClientCapabilities: () => Promise.resolve({ hybridTransport: false }),
    });
    const support = await detectDeviceSupport({ userAgent: UA.linuxChrome });
    expect(support.capability).toBe('passkey');
    expect(offersBiometricLogin(support)).toBe(false);
  });
});

const webAuthnError = (code: WebAuthnErrorCode, causeName = 'Error') => {
  const cause = new Error('cause');
  cause.name = causeName;
  return new WebAuthnError({ message: 'x', code, cause });
};

const domException = (name: string) => {
  const error = new Error('dom');
  error.name = name;
  return error;
};

describe('registrationErrorMessage', () => {
  it.each<[WebAuthnErrorCode, string]>([
    ['ERROR_CEREMONY_ABORTED', REGISTRATION_NOT_COMPLETED],
    ['ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', ALREADY_REGISTERED],
    ['ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT', DEVICE_NOT_SUPPORTED],
    ['ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT', DEVICE_NOT_SUPPORTED],
    ['ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG', ALGORITHMS_NOT_SUPPORTED],
    ['ERROR_INVALID_DOMAIN', DOMAIN_NOT_ALLOWED],
    ['ERROR_INVALID_RP_ID', DOMAIN_NOT_ALLOWED],
    ['ERROR_INVALID_USER_ID_LENGTH', INVALID_USER_ID],
    ['ERROR_AUTHENTICATOR_GENERAL_ERROR', AUTHENTICATOR_ERROR],
  ])('maps %s to "%s"', (code, text) => {
    expect(registrationErrorMessage(webAuthnError(code))).toBe(text);
  });

  it('maps a dismissed dialog (NotAllowedError passed through) to "Registration was not completed"', () => {
    expect(
      registrationErrorMessage(
        webAuthnError('ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', 'NotAllowedError'),
      ),
    ).toBe(REGISTRATION_NOT_COMPLETED);
    expect(registrationErrorMessage(domException('NotAllowedError'))).toBe(
      REGISTRATION_NOT_COMPLETED,
    );
  });

  it('maps bare DOMException names', () => {
    expect(registrationErrorMessage(domException('InvalidStateError'))).toBe(ALREADY_REGISTERED);
    expect(registrationErrorMessage(domException('NotSupportedError'))).toBe(
      ALGORITHMS_NOT_SUPPORTED,
    );
    expect(registrationErrorMessage(domException('SecurityError'))).toBe(DOMAIN_NOT_ALLOWED);
  });

  it('keeps the library’s own sentences and falls back to the generic text', () => {
    expect(registrationErrorMessage(new Error(WEBAUTHN_NOT_SUPPORTED))).toBe(
      WEBAUTHN_NOT_SUPPORTED,
    );
    expect(registrationErrorMessage(new Error(REGISTRATION_NOT_COMPLETED))).toBe(
      REGISTRATION_NOT_COMPLETED,
    );
    expect(registrationErrorMessage(new Error('something odd'))).toBe(SETUP_FAILED);
    expect(registrationErrorMessage('nope')).toBe(SETUP_FAILED);
  });
});

describe('isCeremonyCancelled', () => {
  it('is true for aborted or dismissed ceremonies only', () => {
    expect(isCeremonyCancelled(webAuthnError('ERROR_CEREMONY_ABORTED'))).toBe(true);
    expect(isCeremonyCancelled(domException('NotAllowedError'))).toBe(true);
    expect(isCeremonyCancelled(webAuthnError('ERROR_AUTHENTICATOR_GENERAL_ERROR'))).toBe(false);
  });
});

describe('describeBrowser', () => {
  it.each([
    [UA.linuxChrome, 'Chrome on Linux'],
    [UA.windowsEdge, 'Edge on Windows'],
    [UA.androidChrome, 'Chrome on Android'],
    [UA.iPhone, 'Safari on iPhone'],
    [UA.firefoxWindows, 'Firefox on Windows'],
    [UA.mac, 'Safari on macOS'],
  ])('names %s "%s"', (userAgent, name) => {
    expect(describeBrowser({ userAgent })).toBe(name);
  });

  it('names iPadOS Safari an iPad', () => {
    expect(describeBrowser({ userAgent: UA.mac, platform: 'MacIntel', maxTouchPoints: 5 })).toBe(
      'Safari on iPad',
    );
  });
});
