import { ConfigService } from '@nestjs/config';
import { AuthenticatedUser } from '../auth';
import { RegistrationCredentialDto } from './dto/credential-json.dto';
import { PasskeyRegistrationService } from './passkey-registration.service';

const USER: AuthenticatedUser = {
  id: 'user-1',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'customer',
  createdAt: new Date(),
  disabledAt: null,
  sessionId: 'session-1',
};
const HANDLE = Buffer.alloc(32, 7).toString('base64url');

function setup(consumed = true) {
  const config = {
    getOrThrow: () => ({ publicUrl: 'https://valuations.example.com' }),
  } as unknown as ConfigService;
  const passkeys = {
    find: jest.fn(async () => [{ credentialId: 'held-1', transports: ['internal'] }]),
    createQueryBuilder: jest.fn(),
  };
  const challenges = {
    store: jest.fn(async () => undefined),
    consume: jest.fn(async () => consumed),
  };
  const users = { webauthnHandle: jest.fn(async () => HANDLE) };
  const service = new PasskeyRegistrationService(
    config,
    passkeys as never,
    challenges as never,
    users as never,
  );
  return { service, passkeys, challenges };
}

function credential(clientData: unknown): RegistrationCredentialDto {
  return {
    id: 'cred',
    rawId: 'cred',
    type: 'public-key',
    response: {
      clientDataJSON: Buffer.from(JSON.stringify(clientData)).toString('base64url'),
      attestationObject: 'AA',
    },
    clientExtensionResults: {},
  } as RegistrationCredentialDto;
}

describe('PasskeyRegistrationService', () => {
  it('issues creation options for the own account: random handle, held passkeys excluded', async () => {
    const { service, challenges } = setup();
    const options = await service.options(USER, { email: ' JANE@example.com ' });
    expect(options.rp).toEqual({ name: 'Luxe Valuations', id: 'valuations.example.com' });
    expect(options.user).toMatchObject({ id: HANDLE, name: USER.email, displayName: 'Jane Doe' });
    expect(options.excludeCredentials).toEqual([
      { id: 'held-1', type: 'public-key', transports: ['internal'] },
    ]);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(challenges.store).toHaveBeenCalledWith(options.challenge, 'registration', USER.id);
  });

  it.each([{ userId: 'someone-else' }, { email: 'other@example.com' }])(
    'refuses options for another account (%o)',
    async (claimed) => {
      const { service, challenges } = setup();
      await expect(service.options(USER, claimed)).rejects.toMatchObject({
        code: 'NOT_OWN_ACCOUNT',
        sentence: 'You can only set up a passkey for your own account',
      });
      expect(challenges.store).not.toHaveBeenCalled();
    },
  );

  it('fails verification when the challenge cannot be read or was not issued to this account', async () => {
    const unreadable = setup();
    await expect(
      unreadable.service.verify(USER, credential('not an object'), null),
    ).rejects.toMatchObject({ code: 'VERIFICATION_FAILED', sentence: 'Verification failed' });
    expect(unreadable.challenges.consume).not.toHaveBeenCalled();

    const unknown = setup(false);
    await expect(
      unknown.service.verify(USER, credential({ challenge: 'abc', type: 'webauthn.create' }), null),
    ).rejects.toMatchObject({ code: 'VERIFICATION_FAILED' });
    expect(unknown.challenges.consume).toHaveBeenCalledWith('abc', 'registration', USER.id);
    expect(unknown.passkeys.createQueryBuilder).not.toHaveBeenCalled();
  });

  it('fails verification of a forged attestation even with a valid challenge', async () => {
    const { service, passkeys } = setup(true);
    await expect(
      service.verify(USER, credential({ challenge: 'abc', type: 'webauthn.create' }), null),
    ).rejects.toMatchObject({ code: 'VERIFICATION_FAILED' });
    expect(passkeys.createQueryBuilder).not.toHaveBeenCalled();
  });
});
