import { Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { UserDto } from '../users';
import {
  AccessTokenPayload,
  AuthenticatedUser,
  IssuedSession,
  RequestContext,
  SessionUser,
} from './auth.types';
import { Session } from './entities/session.entity';
import { RefreshTokensService } from './refresh-tokens.service';
import { UUID_RE } from '../../common/pipes/parse-id.pipe';
import { SessionCacheService } from '../../infrastructure/session-cache/session-cache.service';
import { SessionEndService } from './session-end/session-end.service';

/**
 * Sessions: one per signed-in device. Opens them (after a password or passkey was checked),
 * refreshes them through their refresh-token family, checks them on every request, ends them.
 */
@Injectable()
export class SessionsService {
  private readonly logger = new Logger(SessionsService.name);

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    private readonly refreshTokens: RefreshTokensService,
    private readonly jwt: JwtService,
    private readonly cache: SessionCacheService<AuthenticatedUser>,
    private readonly ending: SessionEndService,
  ) {}

  /** Every session of the account, oldest first, ended ones too (the data export). */
  allOf(userId: string): Promise<Session[]> {
    return this.sessions.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Opens a session: the session row, a refresh token for the cookie and an access token. */
  async start(user: SessionUser, ctx: RequestContext): Promise<IssuedSession> {
    const session = await this.sessions.save(
      this.sessions.create({ userId: user.id, ...where(ctx) }),
      { transaction: false },
    );
    const refreshToken = await this.refreshTokens.issue(session.id);
    return this.issued(user, session.id, refreshToken);
  }

  /** Exchanges the refresh cookie for a new access token and the rotated cookie. */
  async refresh(rawRefreshToken: string | undefined, ctx: RequestContext): Promise<IssuedSession> {
    const rotation = await this.refreshTokens.rotate(rawRefreshToken);
    await this.sessions.update(
      { id: rotation.sessionId },
      { lastUsedAt: new Date(), ...where(ctx) },
    );
    return this.issued(rotation.user, rotation.sessionId, rotation.refreshToken);
  }

  /** A new refresh token for this session; its earlier ones stop working. */
  renewRefreshToken(sessionId: string): Promise<string> {
    return this.refreshTokens.replaceAll(sessionId);
  }

  /**
   * The account exists and is enabled, and the session is not revoked: from the session cache
   * (ADR 003), else ONE query whose answer is then cached.
   */
  async validateAccess(payload: Partial<AccessTokenPayload>): Promise<AuthenticatedUser | null> {
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const cached = this.cache.get(payload.sid);
    if (cached) return cached.id === payload.sub ? cached : null;
    if (!UUID_RE.test(payload.sub) || !UUID_RE.test(payload.sid)) return null;
    const ticket = this.cache.ticket();
    const session = await this.sessions
      .createQueryBuilder('session')
      .innerJoin('session.user', 'user')
      // Every authenticated request runs this: only the columns the request needs.
      .select(['session.id', 'user.id', 'user.email', 'user.firstName', 'user.lastName'])
      .addSelect(['user.role', 'user.createdAt', 'user.disabledAt'])
      .where('session.id = :sid AND session.userId = :sub', { sid: payload.sid, sub: payload.sub })
      .andWhere('session.revokedAt IS NULL AND user.disabledAt IS NULL')
      .getOne();
    const user = session?.user;
    if (!session || !user) return null;
    const found: AuthenticatedUser = {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      createdAt: user.createdAt,
      disabledAt: user.disabledAt,
      sessionId: session.id,
    };
    this.cache.set(ticket, found);
    return found;
  }

  /** Ends the session of the refresh cookie and/or the access token. Never fails. */
  async end(rawRefreshToken: string | undefined, bearer: string | undefined): Promise<void> {
    try {
      const fromCookie = await this.refreshTokens.sessionIdOf(rawRefreshToken);
      if (fromCookie) await this.ending.end(fromCookie);
      if (bearer) {
        const payload = await this.jwt.verifyAsync<AccessTokenPayload>(bearer).catch(() => null);
        if (payload && typeof payload.sid === 'string' && UUID_RE.test(payload.sid))
          await this.ending.end(payload.sid);
      }
    } catch (err) {
      this.logger.warn(`Logout could not revoke a session: ${(err as Error).message}`);
    }
  }

  private async issued(
    user: SessionUser,
    sessionId: string,
    refreshToken: string,
  ): Promise<IssuedSession> {
    const payload: AccessTokenPayload = { sub: user.id, sid: sessionId, role: user.role };
    return { token: await this.jwt.signAsync(payload), refreshToken, user: UserDto.from(user) };
  }
}

function where(ctx: RequestContext): Pick<Session, 'ip' | 'userAgent'> {
  return { ip: ctx.ip.slice(0, 64), userAgent: ctx.userAgent?.slice(0, 512) ?? null };
}
