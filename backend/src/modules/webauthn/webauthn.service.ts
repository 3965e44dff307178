import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { randomBytes } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import { AppException } from '../../common/errors';
import { AppConfig } from '../../config/app.config';
import { AuthService, IssuedSession } from '../auth/auth.service';
import { AuthenticatedUser, RequestContext } from '../auth/auth.types';
import { UUID_RE } from '../auth/tokens';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { User } from '../users/entities/user.entity';
import { AuthenticationCredentialDto, RegistrationCredentialDto } from './dto/credential-json.dto';
import { PasskeyDto } from './dto/passkey.dto';
import { Passkey } from './entities/passkey.entity';
import { ChallengeKind } from './entities/webauthn-challenge.entity';
import { defaultPasskeyName } from './passkey-name';

export const RP_NAME = 'Luxe Valuations';
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CEREMONY_TIMEOUT_MS = 60_000;
export const VERIFICATION_FAILED = 'Verification failed';
export const ALREADY_REGISTERED = 'This passkey is already registered';
export const NOT_OWN_ACCOUNT = 'You can only set up a passkey for your own account';
export const AUTHENTICATION_FAILED = 'Authentication failed. Please try again.';
export const PASSKEY_NOT_FOUND = 'Passkey not found';

type Row = Record<string, unknown>;

/** The challenge inside a base64url clientDataJSON, or null when it cannot be read. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 512
      ? challenge
      : null;
  } catch {
    return null;
  }
}

/** RP id = host name of PUBLIC_URL; expected origin = PUBLIC_URL's origin. */
export function relyingParty(publicUrl: string): { rpID: string; origin: string } {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

@Injectable()
export class WebauthnService {
  private readonly rpID: string;
  private readonly origin: string;

  constructor(
    config: ConfigService,
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Passkey) private readonly passkeys: Repository<Passkey>,
    private readonly auth: AuthService,
    private readonly rateLimit: RateLimitService,
  ) {
    ({ rpID: this.rpID, origin: this.origin } = relyingParty(
      config.getOrThrow<AppConfig>('app').publicUrl,
    ));
  }

  // ---- Registration (signed in) ----

  async registrationOptions(
    user: AuthenticatedUser,
    claimed: { userId?: string; email?: string } = {},
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const otherId = claimed.userId !== undefined && claimed.userId !== user.id;
    const otherEmail =
      claimed.email !== undefined &&
      claimed.email.trim().toLowerCase() !== user.email.toLowerCase();
    if (otherId || otherEmail) throw new AppException(403, NOT_OWN_ACCOUNT);

    const handle = await this.userHandle(user.id);
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
    await this.storeChallenge(options.challenge, 'registration', user.id);
    return options;
  }

  async verifyRegistration(
    user: AuthenticatedUser,
    body: RegistrationCredentialDto,
    userAgent: string | null,
  ): Promise<PasskeyDto> {
    const failed = () => new AppException(400, VERIFICATION_FAILED);
    const challenge = challengeOf(body.response.clientDataJSON);
    if (!challenge || !(await this.consumeChallenge(challenge, 'registration', user.id)))
      throw failed();

    const { name, ...credential } = body;
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response: {
          ...credential,
          clientExtensionResults: credential.clientExtensionResults ?? {},
          authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
        } as RegistrationResponseJSON,
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

    const inserted = await this.rows(
      `INSERT INTO "passkeys"
         ("userId", "credentialId", "publicKey", "counter", "transports", "deviceType", "backedUp", "name")
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)
       ON CONFLICT ("credentialId") DO NOTHING
       RETURNING "id"`,
      [
        user.id,
        info.credential.id,
        Buffer.from(info.credential.publicKey),
        info.credential.counter,
        JSON.stringify((info.credential.transports ?? []).filter((t) => typeof t === 'string')),
        info.credentialDeviceType,
        info.credentialBackedUp,
        name || defaultPasskeyName(userAgent),
      ],
    );
    if (inserted.length === 0) throw new AppException(409, ALREADY_REGISTERED);
    const saved = await this.passkeys.findOneOrFail({ where: { id: inserted[0].id as string } });
    return PasskeyDto.from(saved);
  }

  // ---- Sign-in (public) ----

  async authenticationOptions(ip: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    await this.rateLimit.assertBelow('loginIp', ip);
    const options = await generateAuthenticationOptions({
      rpID: this.rpID,
      allowCredentials: [],
      userVerification: 'required',
      timeout: CEREMONY_TIMEOUT_MS,
    });
    await this.storeChallenge(options.challenge, 'authentication', null);
    return options;
  }

  /** Every failure answers the same 401 and counts as a failed sign-in of the address. */
  async verifyAuthentication(
    body: AuthenticationCredentialDto,
    ctx: RequestContext,
  ): Promise<IssuedSession> {
    await this.rateLimit.assertBelow('loginIp', ctx.ip);
    const user = await this.checkAssertion(body);
    if (!user) {
      await this.rateLimit.record('loginIp', ctx.ip);
      throw new AppException(401, AUTHENTICATION_FAILED);
    }
    return this.auth.startSession(user, ctx);
  }

  private async checkAssertion(body: AuthenticationCredentialDto): Promise<User | null> {
    const challenge = challengeOf(body.response.clientDataJSON);
    if (!challenge || !(await this.consumeChallenge(challenge, 'authentication', null)))
      return null;

    const found: Row[] = await this.db.query(
      `SELECT p."id" AS "passkeyId", p."credentialId", p."publicKey", p."counter", p."transports",
              u."id", u."email", u."firstName", u."lastName", u."role", u."createdAt", u."disabledAt",
              u."webauthnUserId"
         FROM "passkeys" p JOIN "users" u ON u."id" = p."userId"
        WHERE p."credentialId" = $1`,
      [body.id],
    );
    const row = found[0];
    if (!row || row.disabledAt) return null;
    const userHandle = body.response.userHandle;
    if (typeof userHandle === 'string' && userHandle !== row.webauthnUserId) return null;

    const storedCounter = Number(row.counter);
    let newCounter: number;
    let backedUp: boolean;
    try {
      const verification = await verifyAuthenticationResponse({
        response: {
          ...body,
          clientExtensionResults: body.clientExtensionResults ?? {},
          authenticatorAttachment: body.authenticatorAttachment ?? undefined,
        } as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        credential: {
          id: row.credentialId as string,
          publicKey: new Uint8Array(row.publicKey as Buffer),
          counter: storedCounter,
          transports: (row.transports as string[] | null) ?? [],
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

    // Conditional on the counter still being below the new one: two concurrent uses of one
    // assertion cannot both pass.
    const claimed = await this.rows(
      `UPDATE "passkeys" SET "counter" = $2, "lastUsedAt" = now(), "backedUp" = $3
        WHERE "id" = $1 AND ("counter" < $2 OR ("counter" = 0 AND $2 = 0))
        RETURNING "id"`,
      [row.passkeyId, newCounter, backedUp],
    );
    if (claimed.length === 0) return null;
    return row as unknown as User;
  }

  // ---- Management (signed in) ----

  async list(userId: string): Promise<PasskeyDto[]> {
    const rows = await this.passkeys.find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map((p) => PasskeyDto.from(p));
  }

  async rename(userId: string, id: string, name: string): Promise<PasskeyDto> {
    if (!UUID_RE.test(id)) throw new AppException(404, PASSKEY_NOT_FOUND);
    const updated = await this.rows(
      `UPDATE "passkeys" SET "name" = $3 WHERE "id" = $1 AND "userId" = $2 RETURNING "id"`,
      [id, userId, name],
    );
    if (updated.length === 0) throw new AppException(404, PASSKEY_NOT_FOUND);
    return PasskeyDto.from(await this.passkeys.findOneOrFail({ where: { id } }));
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!UUID_RE.test(id)) throw new AppException(404, PASSKEY_NOT_FOUND);
    const deleted = await this.rows(
      `DELETE FROM "passkeys" WHERE "id" = $1 AND "userId" = $2 RETURNING "id"`,
      [id, userId],
    );
    if (deleted.length === 0) throw new AppException(404, PASSKEY_NOT_FOUND);
  }

  // ---- Helpers ----

  /** The account's random WebAuthn user handle, created on first use (never the email or id). */
  private async userHandle(userId: string): Promise<string> {
    await this.db.query(
      `UPDATE "users" SET "webauthnUserId" = $2 WHERE "id" = $1 AND "webauthnUserId" IS NULL`,
      [userId, randomBytes(32).toString('base64url')],
    );
    const rows: Row[] = await this.db.query(
      `SELECT "webauthnUserId" FROM "users" WHERE "id" = $1`,
      [userId],
    );
    const handle = rows[0]?.webauthnUserId;
    if (typeof handle !== 'string') throw new AppException(401, 'Please sign in to continue.');
    return handle;
  }

  /** Stores a challenge for 5 minutes, and drops the expired ones while at it. */
  private async storeChallenge(
    challenge: string,
    kind: ChallengeKind,
    userId: string | null,
  ): Promise<void> {
    await this.db.query(`DELETE FROM "webauthn_challenges" WHERE "expiresAt" < now()`);
    await this.db.query(
      `INSERT INTO "webauthn_challenges" ("challenge", "kind", "userId", "expiresAt")
       VALUES ($1, $2, $3, $4)`,
      [challenge, kind, userId, new Date(Date.now() + CHALLENGE_TTL_MS)],
    );
  }

  /**
   * Takes the challenge out of the table (DELETE … RETURNING: only one request can get it) and
   * tells whether it was still valid. A registration challenge belongs to one account.
   */
  private async consumeChallenge(
    challenge: string,
    kind: ChallengeKind,
    userId: string | null,
  ): Promise<boolean> {
    const rows = await this.rows(
      `DELETE FROM "webauthn_challenges"
        WHERE "challenge" = $1 AND "kind" = $2 AND "userId" IS NOT DISTINCT FROM $3
        RETURNING ("expiresAt" > now()) AS "valid"`,
      [challenge, kind, userId],
    );
    return rows[0]?.valid === true;
  }

  /** Rows of an INSERT/UPDATE/DELETE … RETURNING, the same on pg and PGlite. */
  private async rows(sql: string, params: unknown[]): Promise<Row[]> {
    const runner = this.db.createQueryRunner();
    try {
      const result = await runner.query(sql, params, true);
      return (result.records ?? []) as Row[];
    } finally {
      await runner.release();
    }
  }
}
