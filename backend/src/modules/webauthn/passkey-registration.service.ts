import { AUTH_ERRORS, PASSKEY_ERRORS } from '@valuation/contracts';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { Repository } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { AppConfig } from '../../infrastructure/config/app.config';
import { AuthenticatedUser } from '../auth';
import { UsersService } from '../users';
import { RegistrationCredentialDto } from './dto/credential-json.dto';
import { PasskeyDto } from './dto/passkey.dto';
import { Passkey } from './entities/passkey.entity';
import { PasskeyChallengesService } from './passkey-challenges.service';
import { defaultPasskeyName } from './passkey-name';
import {
  asSimpleWebAuthnResponse,
  CEREMONY_TIMEOUT_MS,
  challengeOf,
  relyingParty,
  RP_NAME,
} from './relying-party';

/** Setting up a passkey for the signed-in account: creation options, then verification. */
@Injectable()
export class PasskeyRegistrationService {
  private readonly rpID: string;
  private readonly origin: string;

  constructor(
    config: ConfigService,
    @InjectRepository(Passkey) private readonly passkeys: Repository<Passkey>,
    private readonly challenges: PasskeyChallengesService,
    private readonly users: UsersService,
  ) {
    ({ rpID: this.rpID, origin: this.origin } = relyingParty(
      config.getOrThrow<AppConfig>('app').publicUrl,
    ));
  }

  async options(
    user: AuthenticatedUser,
    claimed: { userId?: string; email?: string } = {},
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const otherId = claimed.userId !== undefined && claimed.userId !== user.id;
    const otherEmail =
      claimed.email !== undefined &&
      claimed.email.trim().toLowerCase() !== user.email.toLowerCase();
    if (otherId || otherEmail)
      throw new DomainError('NOT_OWN_ACCOUNT', PASSKEY_ERRORS.ownAccountOnly);

    const handle = await this.users.webauthnHandle(user.id);
    if (!handle) throw new DomainError('SIGN_IN_REQUIRED', AUTH_ERRORS.signInRequired);
    const held = await this.passkeys.find({
      where: { userId: user.id },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.rpID,
      userName: user.email,
      userID: new Uint8Array(Buffer.from(handle, 'base64url')),
      userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
      timeout: CEREMONY_TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: held.map((p) => ({ id: p.credentialId, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.challenges.store(options.challenge, 'registration', user.id);
    return options;
  }

  async verify(
    user: AuthenticatedUser,
    body: RegistrationCredentialDto,
    userAgent: string | null,
  ): Promise<PasskeyDto> {
    const failed = () => new DomainError('VERIFICATION_FAILED', PASSKEY_ERRORS.verificationFailed);
    const challenge = challengeOf(body.response.clientDataJSON);
    if (!challenge || !(await this.challenges.consume(challenge, 'registration', user.id)))
      throw failed();

    const { name, ...credential } = body;
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response: asSimpleWebAuthnResponse(credential) as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        requireUserVerification: true,
      });
    } catch {
      throw failed();
    }
    if (!verification.verified) throw failed();
    const info = verification.registrationInfo;

    // ON CONFLICT DO NOTHING on the unique credential id: a second registration of the same
    // authenticator (even a concurrent one) inserts nothing and answers 409.
    const inserted = await this.passkeys
      .createQueryBuilder()
      .insert()
      .values({
        userId: user.id,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey),
        counter: info.credential.counter,
        transports: (info.credential.transports ?? []).filter((t) => typeof t === 'string'),
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        name: name || defaultPasskeyName(userAgent),
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id: unknown = Array.isArray(inserted.raw) ? inserted.raw[0]?.id : undefined;
    if (typeof id !== 'string')
      throw new DomainError('PASSKEY_ALREADY_REGISTERED', PASSKEY_ERRORS.alreadyRegistered);
    return PasskeyDto.from(await this.passkeys.findOneOrFail({ where: { id } }));
  }
}
