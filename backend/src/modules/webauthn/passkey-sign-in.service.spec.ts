import { ConfigService } from '@nestjs/config';
import { fakeQueryBuilder } from '../../common/testing/fake-query-builder';
import { claimOne } from '../../database/atomic-claim';
import { AuthenticationCredentialDto } from './dto/credential-json.dto';
import { PasskeySignInService } from './passkey-sign-in.service';

jest.mock('../../database/atomic-claim', () => ({ claimOne: jest.fn() }));

const CTX = { ip: '10.1.2.3', userAgent: null };

function setup(found: unknown = null, consumed = true) {
  const config = {
    getOrThrow: () => ({ publicUrl: 'https://valuations.example.com' }),
  } as unknown as ConfigService;
  const lookup = fakeQueryBuilder({ getOne: found });
  const passkeys = { createQueryBuilder: jest.fn(() => lookup.qb) };
  const challenges = {
    store: jest.fn(async () => undefined),
    consume: jest.fn(async () => consumed),
  };
  const sessions = { start: jest.fn() };
  const rateLimit = {
    assertBelow: jest.fn(async () => undefined),
    record: jest.fn(async () => undefined),
  };
  const service = new PasskeySignInService(
    config,
    passkeys as never,
    challenges as never,
    sessions as never,
    rateLimit as never,
  );
  return { service, passkeys, challenges, sessions, rateLimit };
}

function assertion(challenge: string, userHandle?: string): AuthenticationCredentialDto {
  return {
    id: 'cred-1',
    rawId: 'cred-1',
    type: 'public-key',
    response: {
      clientDataJSON: Buffer.from(JSON.stringify({ challenge, type: 'webauthn.get' })).toString(
        'base64url',
      ),
      authenticatorData: 'AA',
      signature: 'AA',
      userHandle,
    },
    clientExtensionResults: {},
  } as AuthenticationCredentialDto;
}

const PASSKEY = {
  id: 'pk-1',
  credentialId: 'cred-1',
  publicKey: Buffer.from([1, 2, 3]),
  counter: 0,
  transports: [],
  user: { id: 'user-1', disabledAt: null, webauthnUserId: 'handle-1' },
};

describe('PasskeySignInService', () => {
  it('issues discoverable request options (no account named) after the address limit check', async () => {
    const { service, challenges, rateLimit } = setup();
    const options = await service.options(CTX.ip);
    expect(rateLimit.assertBelow).toHaveBeenCalledWith('loginIp', CTX.ip);
    expect(options).toMatchObject({
      rpId: 'valuations.example.com',
      allowCredentials: [],
      userVerification: 'required',
    });
    expect(challenges.store).toHaveBeenCalledWith(options.challenge, 'authentication', null);
  });

  it.each([
    ['a challenge that was not issued', setup(PASSKEY, false), assertion('abc')],
    ['an unknown passkey', setup(null), assertion('abc')],
    [
      'a disabled account',
      setup({ ...PASSKEY, user: { ...PASSKEY.user, disabledAt: new Date() } }),
      assertion('abc'),
    ],
    ['another account’s user handle', setup(PASSKEY), assertion('abc', 'handle-2')],
    ['a signature that does not verify', setup(PASSKEY), assertion('abc', 'handle-1')],
  ])('answers one 401 for %s and counts a failed sign-in', async (_label, s, body) => {
    await expect(s.service.verify(body, CTX)).rejects.toMatchObject({
      code: 'AUTHENTICATION_FAILED',
      sentence: 'Authentication failed. Please try again.',
    });
    expect(s.rateLimit.record).toHaveBeenCalledWith('loginIp', CTX.ip);
    expect(s.sessions.start).not.toHaveBeenCalled();
    expect(claimOne).not.toHaveBeenCalled();
  });
});
