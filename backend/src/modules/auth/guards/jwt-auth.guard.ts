import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AppException } from '../../../common/errors';
import { SESSION_EXPIRED } from '../auth.service';

@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(err: unknown, user: TUser | false, info: unknown): TUser {
    if (err && !(err instanceof Error && /jwt|token/i.test(err.message))) throw err;
    if (!user) {
      const missing = info instanceof Error && /No auth token/i.test(info.message);
      throw new AppException(401, missing ? 'Please sign in to continue.' : SESSION_EXPIRED);
    }
    return user;
  }
}
