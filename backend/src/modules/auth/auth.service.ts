import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app.config';
import { AuthConfig } from '../../config/auth.config';
import { AppException } from '../../common/errors';
import { passwordChangedMail, resetPasswordMail, welcomeMail } from '../mail/mail.templates';
import { MailService } from '../mail/mail.service';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { UserDto } from '../users/dto/user.dto';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { AccessTokenPayload, AuthenticatedUser, RequestContext } from './auth.types';
import { PasswordService } from './password.service';
import { generateOpaqueToken, hashToken, UUID_RE } from './tokens';

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_DISABLED = 'This account has been disabled. Please contact support.';
export const EMAIL_TAKEN = 'Email already registered';
export const RESET_INVALID = 'This reset link is invalid or has expired.';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

export interface IssuedSession {
  token: string;
  refreshToken: string;
  user: UserDto;
}

type Row = Record<string, unknown>;

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);
  private readonly auth: AuthConfig;
  private readonly app: AppConfig;

  constructor(
    config: ConfigService,
    @InjectDataSource() private readonly db: DataSource,
    private readonly jwt: JwtService,
    private readonly passwords: PasswordService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly rateLimit: RateLimitService,
  ) {
    this.auth = config.getOrThrow<AuthConfig>('auth');
    this.app = config.getOrThrow<AppConfig>('app');
  }

  async onApplicationBootstrap(): Promise<void> {
    const admin = this.auth.admin;
    if (admin) await this.users.ensureAdmin(admin.email, () => this.passwords.hash(admin.password));
  }

  async register(
    input: { email: string; password: string; firstName: string; lastName: string },
    ctx: RequestContext,
  ): Promise<IssuedSession> {
    await this.rateLimit.consume('registerIp', ctx.ip);
    if (await this.users.emailTaken(input.email)) throw new AppException(409, EMAIL_TAKEN);
    const user = await this.users.create({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: await this.passwords.hash(input.password),
    });
    if (!user) throw new AppException(409, EMAIL_TAKEN);
    this.mail.send(user.email, welcomeMail(user.firstName, this.app.publicUrl));
    return this.startSession(user, ctx);
  }

  async login(
    input: { email: string; password: string },
    ctx: RequestContext,
  ): Promise<IssuedSession> {
    await this.rateLimit.assertBelow('loginIp', ctx.ip);
    await this.rateLimit.assertBelow('loginFailuresAccount', input.email);
    const user = await this.users.findByEmailWithHash(input.email);
    const ok = await this.passwords.verify(user?.passwordHash, input.password);
    if (!user || !ok) {
      await this.rateLimit.record('loginIp', ctx.ip);
      await this.rateLimit.record('loginFailuresAccount', input.email);
      throw new AppException(401, INVALID_CREDENTIALS);
    }
    if (user.disabledAt) throw new AppException(403, ACCOUNT_DISABLED);
    return this.startSession(user, ctx);
  }

  /** Rotates the refresh token; a token presented twice revokes its whole session (family). */
  async refresh(rawToken: string | undefined, ctx: RequestContext): Promise<IssuedSession> {
    if (!rawToken || rawToken.length > 200) throw new AppException(401, SESSION_EXPIRED);
    const rows: Row[] = await this.db.query(
      `SELECT rt."id" AS "tokenId", rt."usedAt", rt."expiresAt", s."id" AS "sessionId", s."revokedAt",
              u."id", u."email", u."firstName", u."lastName", u."role", u."createdAt", u."disabledAt"
         FROM "refresh_tokens" rt
         JOIN "sessions" s ON s."id" = rt."sessionId"
         JOIN "users" u ON u."id" = s."userId"
        WHERE rt."tokenHash" = $1`,
      [hashToken(rawToken)],
    );
    const row = rows[0];
    if (!row) throw new AppException(401, SESSION_EXPIRED);
    const sessionId = row.sessionId as string;
    if (row.usedAt) {
      await this.revokeSession(sessionId);
      this.logger.warn(`Refresh token reuse detected; session ${sessionId} revoked`);
      throw new AppException(401, SESSION_EXPIRED);
    }
    if (row.revokedAt || row.disabledAt || new Date(row.expiresAt as string) <= new Date()) {
      throw new AppException(401, SESSION_EXPIRED);
    }
    const claimed = await this.returning(
      `UPDATE "refresh_tokens" SET "usedAt" = now() WHERE "id" = $1 AND "usedAt" IS NULL RETURNING "id"`,
      [row.tokenId],
    );
    if (claimed.length === 0) {
      // Another request rotated it first: the same token was used twice.
      await this.revokeSession(sessionId);
      throw new AppException(401, SESSION_EXPIRED);
    }
    await this.db.query(
      `UPDATE "sessions" SET "lastUsedAt" = now(), "ip" = $2, "userAgent" = $3 WHERE "id" = $1`,
      [sessionId, ctx.ip.slice(0, 64), ctx.userAgent?.slice(0, 512) ?? null],
    );
    const user = row as unknown as User;
    const refreshToken = await this.issueRefreshToken(sessionId);
    return {
      token: await this.signAccessToken(user, sessionId),
      refreshToken,
      user: UserDto.from(user),
    };
  }

  /** Ends the session of the refresh cookie and/or the access token. Never fails. */
  async logout(rawRefreshToken: string | undefined, bearer: string | undefined): Promise<void> {
    try {
      if (rawRefreshToken && rawRefreshToken.length <= 200) {
        await this.db.query(
          `UPDATE "sessions" SET "revokedAt" = now()
            WHERE "revokedAt" IS NULL AND "id" = (SELECT "sessionId" FROM "refresh_tokens" WHERE "tokenHash" = $1)`,
          [hashToken(rawRefreshToken)],
        );
      }
      if (bearer) {
        const payload = await this.jwt.verifyAsync<AccessTokenPayload>(bearer).catch(() => null);
        if (payload && typeof payload.sid === 'string' && UUID_RE.test(payload.sid))
          await this.revokeSession(payload.sid);
      }
    } catch (err) {
      this.logger.warn(`Logout could not revoke a session: ${(err as Error).message}`);
    }
  }

  /** Always succeeds the same way, whether or not the account exists (no enumeration). */
  async requestPasswordReset(email: string, ctx: RequestContext): Promise<void> {
    await this.rateLimit.consume('resetIp', ctx.ip);
    await this.rateLimit.consume('resetAccount', email);
    const user = await this.users.findByEmailWithHash(email);
    const token = generateOpaqueToken(24);
    const tokenHash = hashToken(token);
    const expiresAt = new Date(Date.now() + this.auth.resetTokenTtlMinutes * 60_000);
    if (!user || user.disabledAt) {
      // Comparable work: the same kinds of statements against a user id that matches nothing.
      await this.db.query(
        `UPDATE "password_reset_tokens" SET "usedAt" = now() WHERE "userId" = $1 AND "usedAt" IS NULL`,
        [randomUUID()],
      );
      await this.db.query(`SELECT 1 FROM "password_reset_tokens" WHERE "tokenHash" = $1`, [
        tokenHash,
      ]);
      return;
    }
    await this.db.query(
      `UPDATE "password_reset_tokens" SET "usedAt" = now() WHERE "userId" = $1 AND "usedAt" IS NULL`,
      [user.id],
    );
    await this.db.query(
      `INSERT INTO "password_reset_tokens" ("tokenHash", "userId", "expiresAt") VALUES ($1, $2, $3)`,
      [tokenHash, user.id, expiresAt],
    );
    const link = `${this.app.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    this.mail.send(
      user.email,
      resetPasswordMail(user.firstName, link, this.auth.resetTokenTtlMinutes),
    );
  }

  async confirmPasswordReset(token: string, password: string): Promise<void> {
    const claimed = await this.returning(
      `UPDATE "password_reset_tokens" SET "usedAt" = now()
        WHERE "tokenHash" = $1 AND "usedAt" IS NULL AND "expiresAt" > now()
        RETURNING "userId"`,
      [hashToken(token)],
    );
    const userId = claimed[0]?.userId as string | undefined;
    if (!userId) throw new AppException(400, RESET_INVALID);
    await this.users.setPasswordHash(userId, await this.passwords.hash(password));
    await this.db.query(
      `UPDATE "sessions" SET "revokedAt" = now() WHERE "userId" = $1 AND "revokedAt" IS NULL`,
      [userId],
    );
  }

  /** Keeps the current session, ends every other one, and tells the owner by mail. */
  async changePassword(
    current: AuthenticatedUser,
    currentPassword: string,
    newPassword: string,
  ): Promise<void> {
    const user = await this.users.findByIdWithHash(current.id);
    if (!user || !(await this.passwords.verify(user.passwordHash, currentPassword))) {
      throw new AppException(400, CURRENT_PASSWORD_WRONG, [
        { field: 'currentPassword', message: CURRENT_PASSWORD_WRONG },
      ]);
    }
    await this.users.setPasswordHash(user.id, await this.passwords.hash(newPassword));
    await this.db.query(
      `UPDATE "sessions" SET "revokedAt" = now() WHERE "userId" = $1 AND "id" <> $2 AND "revokedAt" IS NULL`,
      [user.id, current.sessionId],
    );
    this.mail.send(user.email, passwordChangedMail(user.firstName, this.app.publicUrl));
  }

  /** ONE query: the account exists and is enabled, and the session is not revoked. */
  async validateAccess(payload: Partial<AccessTokenPayload>): Promise<AuthenticatedUser | null> {
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (!UUID_RE.test(payload.sub) || !UUID_RE.test(payload.sid)) return null;
    const rows: Row[] = await this.db.query(
      `SELECT u."id", u."email", u."firstName", u."lastName", u."role", u."createdAt", u."disabledAt", s."id" AS "sessionId"
         FROM "sessions" s JOIN "users" u ON u."id" = s."userId"
        WHERE s."id" = $1 AND s."userId" = $2 AND s."revokedAt" IS NULL AND u."disabledAt" IS NULL`,
      [payload.sid, payload.sub],
    );
    return (rows[0] as unknown as AuthenticatedUser) ?? null;
  }

  /**
   * Opens a session for an account whose credentials were already checked (password, passkey):
   * the session row, a refresh token for the cookie and an access token.
   */
  async startSession(user: User, ctx: RequestContext): Promise<IssuedSession> {
    const created = await this.returning(
      `INSERT INTO "sessions" ("userId", "ip", "userAgent") VALUES ($1, $2, $3) RETURNING "id"`,
      [user.id, ctx.ip.slice(0, 64), ctx.userAgent?.slice(0, 512) ?? null],
    );
    const sessionId = created[0].id as string;
    const refreshToken = await this.issueRefreshToken(sessionId);
    return {
      token: await this.signAccessToken(user, sessionId),
      refreshToken,
      user: UserDto.from(user),
    };
  }

  private async issueRefreshToken(sessionId: string): Promise<string> {
    const token = generateOpaqueToken();
    const expiresAt = new Date(Date.now() + this.auth.refreshTokenTtlDays * 86_400_000);
    await this.db.query(
      `INSERT INTO "refresh_tokens" ("tokenHash", "sessionId", "expiresAt") VALUES ($1, $2, $3)`,
      [hashToken(token), sessionId, expiresAt],
    );
    return token;
  }

  private signAccessToken(user: Pick<User, 'id' | 'role'>, sessionId: string): Promise<string> {
    const payload: AccessTokenPayload = { sub: user.id, sid: sessionId, role: user.role };
    return this.jwt.signAsync(payload);
  }

  private async revokeSession(sessionId: string): Promise<void> {
    await this.db.query(
      `UPDATE "sessions" SET "revokedAt" = now() WHERE "id" = $1 AND "revokedAt" IS NULL`,
      [sessionId],
    );
  }

  /** Rows of an INSERT/UPDATE … RETURNING, the same on pg and PGlite. */
  private async returning(sql: string, params: unknown[]): Promise<Row[]> {
    const runner = this.db.createQueryRunner();
    try {
      const result = await runner.query(sql, params, true);
      return (result.records ?? []) as Row[];
    } finally {
      await runner.release();
    }
  }
}
