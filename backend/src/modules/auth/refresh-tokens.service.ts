import { AUTH_ERRORS } from '@valuation/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac } from 'node:crypto';
import { IsNull, Repository } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { AuthConfig } from '../../infrastructure/config/auth.config';
import { claimOne } from '../../database/atomic-claim';
import { User } from '../users';
import { RefreshToken } from './entities/refresh-token.entity';
import { Session } from './entities/session.entity';
import { SessionEndService } from './session-end/session-end.service';
import { generateOpaqueToken, hashToken } from '../../infrastructure/signing/tokens';
import { deriveKey } from '../../infrastructure/signing/derive-key';

/** A refresh token exchanged for its successor. */
export interface Rotation {
  sessionId: string;
  user: User;
  refreshToken: string;
}

export const MAX_TOKEN_LENGTH = 200;

/**
 * Refresh tokens: opaque, stored only as sha256 hashes, one rotation family per session.
 *
 * Two tabs whose access tokens expire together refresh with the same cookie at the same moment.
 * So that both stay signed in, a token presented again within `refreshReuseGraceSeconds` of its
 * rotation answers the SAME successor. To reproduce it without storing anything usable, the
 * successor is derived, not drawn: HMAC-SHA256(predecessor) under a key derived (HKDF) from the
 * JWT secret for this purpose only. The database still holds hashes alone (a leak of it gives no
 * token), the server can recompute the successor from the presented cookie, and without the key
 * nobody can. The first token of a session is random. After the grace period a replay means the
 * token was copied: the whole family (the session) is revoked, as before.
 */
@Injectable()
export class RefreshTokensService {
  private readonly logger = new Logger(RefreshTokensService.name);
  private readonly ttlMs: number;
  private readonly graceMs: number;
  private readonly successorKey: Buffer;
  /** The clock (replaceable in unit specs). */
  now: () => Date = () => new Date();

  constructor(
    config: ConfigService,
    @InjectRepository(RefreshToken) private readonly tokens: Repository<RefreshToken>,
    private readonly ending: SessionEndService,
  ) {
    const auth = config.getOrThrow<AuthConfig>('auth');
    this.ttlMs = auth.refreshTokenTtlDays * 86_400_000;
    this.graceMs = auth.refreshReuseGraceSeconds * 1000;
    this.successorKey = deriveKey(auth.jwtSecret, 'refresh-token successor v1');
  }

  /** A new random token for the session (its first, or a replacement for all the others). */
  async issue(sessionId: string): Promise<string> {
    const token = generateOpaqueToken();
    await this.store(token, sessionId);
    return token;
  }

  /** Ends every refresh token of the session and issues a new one (the old cookie stops working). */
  async replaceAll(sessionId: string): Promise<string> {
    await this.tokens.delete({ sessionId });
    return this.issue(sessionId);
  }

  /** The session a refresh token belongs to (used or not), or null. */
  async sessionIdOf(rawToken: string | undefined): Promise<string | null> {
    if (!rawToken || rawToken.length > MAX_TOKEN_LENGTH) return null;
    const row = await this.tokens.findOne({
      where: { tokenHash: hashToken(rawToken) },
      select: { id: true, sessionId: true },
    });
    return row?.sessionId ?? null;
  }

  /** The successor of a token: the same for every request that presents that token. */
  successorOf(rawToken: string): string {
    return createHmac('sha256', this.successorKey).update(rawToken, 'utf8').digest('base64url');
  }

  /**
   * Exchanges a refresh token for its successor. Throws SESSION_EXPIRED for an unknown, expired or
   * revoked token; a replay after the grace period also revokes the session.
   */
  async rotate(rawToken: string | undefined): Promise<Rotation> {
    if (!rawToken || rawToken.length > MAX_TOKEN_LENGTH) throw expired();
    const row = await this.tokens
      .createQueryBuilder('token')
      .innerJoinAndSelect('token.session', 'session')
      .innerJoinAndSelect('session.user', 'user')
      .where('token.tokenHash = :hash', { hash: hashToken(rawToken) })
      .getOne();
    const session = row?.session;
    const user = session?.user;
    if (!row || !session || !user) throw expired();

    const now = this.now();
    const usable = !session.revokedAt && !user.disabledAt && new Date(row.expiresAt) > now;
    if (row.usedAt) {
      const rotatedAgoMs = now.getTime() - new Date(row.usedAt).getTime();
      if (usable && rotatedAgoMs <= this.graceMs) return this.rotation(rawToken, session, user);
      await this.revokeFamily(session.id);
      throw expired();
    }
    if (!usable) throw expired();

    // The successor row first, then the claim: whoever reads "used" can rely on its successor.
    // Concurrent requests derive the same successor, so the second insert is a no-op.
    const successor = this.successorOf(rawToken);
    await this.store(successor, session.id, true);
    await claimOne(this.tokens, { id: row.id, usedAt: IsNull() }, { usedAt: now }, ['id']);
    // Whether this request or a concurrent one just claimed it, the answer is the same successor.
    return this.rotation(rawToken, session, user);
  }

  private rotation(rawToken: string, session: Session, user: User): Rotation {
    return { sessionId: session.id, user, refreshToken: this.successorOf(rawToken) };
  }

  private async store(token: string, sessionId: string, ignoreDuplicate = false): Promise<void> {
    const insert = this.tokens
      .createQueryBuilder()
      .insert()
      .values({
        tokenHash: hashToken(token),
        sessionId,
        expiresAt: new Date(this.now().getTime() + this.ttlMs),
      });
    await (ignoreDuplicate ? insert.orIgnore() : insert).execute();
  }

  private async revokeFamily(sessionId: string): Promise<void> {
    await this.ending.end(sessionId, this.now());
    this.logger.warn(`Refresh token reuse detected; session ${sessionId} revoked`);
  }
}

function expired(): DomainError {
  return new DomainError('SESSION_EXPIRED', AUTH_ERRORS.sessionExpired);
}
