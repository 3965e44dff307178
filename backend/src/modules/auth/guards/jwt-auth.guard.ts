import { AUTH_ERRORS } from '@valuation/contracts';
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/domain-error';
import { AccessTokenVerifier } from '../access-token-verifier';
import { AuthenticatedUser } from '../auth.types';
import { SessionsService } from '../sessions.service';

/** `Authorization: Bearer <token>` (scheme case-insensitive, like passport-jwt's extractor). */
const BEARER = /^bearer\s+(\S+)$/i;

interface AuthRequest {
  headers: Record<string, string | string[] | undefined>;
  user?: AuthenticatedUser;
}

/**
 * The session check of every authenticated request (ADR 003), without Passport on the hot path:
 * verify the access token (HS256, expiry; AccessTokenVerifier), then ask SessionsService, which answers from the session
 * cache or with one query. Sets `request.user`; no token → "Please sign in to continue.", anything
 * wrong with it → "Your session has expired. Please sign in again.".
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly tokens: AccessTokenVerifier,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthRequest>();
    request.user = await this.authenticate(request.headers.authorization);
    return true;
  }

  /** Also for other transports (e.g. a WebSocket handshake's token). */
  async authenticate(header: string | string[] | undefined): Promise<AuthenticatedUser> {
    const match = typeof header === 'string' ? BEARER.exec(header) : null;
    if (!match) throw new DomainError('SIGN_IN_REQUIRED', AUTH_ERRORS.signInRequired);
    const payload = this.tokens.verify(match[1]);
    if (!payload) throw expired();
    const user = await this.sessions.validateAccess(payload);
    if (!user) throw expired();
    return user;
  }
}

function expired(): DomainError {
  return new DomainError('SESSION_EXPIRED', AUTH_ERRORS.sessionExpired);
}
