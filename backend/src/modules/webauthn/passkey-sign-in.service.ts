import { PASSKEY_ERRORS } from '@valuation/contracts';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { LessThan, Repository } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { AppConfig } from '../../infrastructure/config/app.config';
import { claimOne } from '../../database/atomic-claim';
import { IssuedSession, RequestContext, SessionsService } from '../auth';
import { RateLimitService } from '../../infrastructure/rate-limit/rate-limit.service';
import { User } from '../users';
import { AuthenticationCredentialDto } from './dto/credential-json.dto';
import { Passkey } from './entities/passkey.entity';
import { PasskeyChallengesService } from './passkey-challenges.service';
import {
  asSimpleWebAuthnResponse,
  CEREMONY_TIMEOUT_MS,
  challengeOf,
  relyingParty,
} from './relying-party';

/**
 * Passkey sign-in with discoverable credentials (empty allowCredentials: no account
 * enumeration). A verified assertion opens a session exactly as a password sign-in does.
 */
@Injectable()
export class PasskeySignInService {
  private readonly rpID: string;
  private readonly origin: string;

  constructor(
    config: ConfigService,
    @InjectRepository(Passkey) private readonly passkeys: Repository<Passkey>,
    private readonly challenges: PasskeyChallengesService,
    private readonly sessions: SessionsService,
    private readonly rateLimit: RateLimitService,
  ) {
    ({ rpID: this.rpID, origin: this.origin } = relyingParty(
      config.getOrThrow<AppConfig>('app').publicUrl,
    ));
  }

  async options(ip: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    await this.rateLimit.assertBelow('loginIp', ip);
    const options = await generateAuthenticationOptions({
      rpID: this.rpID,
      allowCredentials: [],
      userVerification: 'required',
      timeout: CEREMONY_TIMEOUT_MS,
    });
    await this.challenges.store(options.challenge, 'authentication', null);
    return options;
  }

  /** Every failure answers the same 401 and counts as a failed sign-in of the address. */
  async verify(body: AuthenticationCredentialDto, ctx: RequestContext): Promise<IssuedSession> {
    await this.rateLimit.assertBelow('loginIp', ctx.ip);
    const user = await this.checkAssertion(body);
    if (!user) {
      await this.rateLimit.record('loginIp', ctx.ip);
      throw new DomainError('AUTHENTICATION_FAILED', PASSKEY_ERRORS.authenticationFailed);
    }
    return this.sessions.start(user, ctx);
  }

  /** The account the assertion proves, or null for any failure (never says which). */
  private async checkAssertion(body: AuthenticationCredentialDto): Promise<User | null> {
    const challenge = challengeOf(body.response.clientDataJSON);
    if (!challenge || !(await this.challenges.consume(challenge, 'authentication', null)))
      return null;

    const passkey = await this.passkeys
      .createQueryBuilder('passkey')
      .innerJoinAndSelect('passkey.user', 'user')
      .addSelect('user.webauthnUserId')
      .where('passkey.credentialId = :credentialId', { credentialId: body.id })
      .getOne();
    const user = passkey?.user;
    if (!passkey || !user || user.disabledAt) return null;
    const userHandle = body.response.userHandle;
    if (typeof userHandle === 'string' && userHandle !== user.webauthnUserId) return null;

    let newCounter: number;
    let backedUp: boolean;
    try {
      const verification = await verifyAuthenticationResponse({
        response: asSimpleWebAuthnResponse(body) as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports ?? [],
        },
        requireUserVerification: true,
      });
      if (!verification.verified) return null;
      newCounter = verification.authenticationInfo.newCounter;
      backedUp = verification.authenticationInfo.credentialBackedUp;
    } catch {
      // bad signature, origin, RP id, flags, or a counter that did not move forward
      return null;
    }

    // Claimed only while the stored counter is still below the new one (or both stay 0, for
    // authenticators without a counter): two concurrent uses of one assertion cannot both pass.
    const claimed = await claimOne(
      this.passkeys,
      { id: passkey.id, counter: newCounter === 0 ? 0 : LessThan(newCounter) },
      { counter: newCounter, lastUsedAt: new Date(), backedUp },
      ['id'],
    );
    return claimed ? user : null;
  }
}
