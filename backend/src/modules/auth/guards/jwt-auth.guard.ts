import { AUTH_ERRORS } from '@valuation/contracts';
import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '../../../common/domain-error';

@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(err: unknown, user: TUser | false, info: unknown): TUser {
    if (err && !(err instanceof Error && /jwt|token/i.test(err.message))) throw err;
    if (!user) {
      const missing = info instanceof Error && /No auth token/i.test(info.message);
      throw missing
        ? new DomainError('SIGN_IN_REQUIRED', AUTH_ERRORS.signInRequired)
        : new DomainError('SESSION_EXPIRED', AUTH_ERRORS.sessionExpired);
    }
    return user;
  }
}
