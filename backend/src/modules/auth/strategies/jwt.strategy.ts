import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AuthConfig } from '../../../config/auth.config';
import { AccessTokenPayload, AuthenticatedUser } from '../auth.types';
import { AuthService } from '../auth.service';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    config: ConfigService,
    private readonly auth: AuthService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.getOrThrow<AuthConfig>('auth').jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** Returning null makes Passport answer 401. */
  async validate(payload: Partial<AccessTokenPayload>): Promise<AuthenticatedUser | null> {
    return this.auth.validateAccess(payload);
  }
}
