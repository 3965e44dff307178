import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/**
 * Reads a bearer token when there is one (request.user), never refuses: the attachment route
 * also answers signed addresses, which carry no token.
 */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(_err: unknown, user: TUser | false): TUser {
    return (user || null) as TUser;
  }
}
