import { createSecretKey } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AuthConfig } from '../../../infrastructure/config/auth.config';
import { AccessTokenPayload, AuthenticatedUser } from '../auth.types';
import { SessionsService } from '../sessions.service';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    config: ConfigService,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject: jsonwebtoken re-parses a string secret as a PEM key on every verify
      // (about 300 µs against 8 µs here), which capped authenticated throughput.
      secretOrKey: createSecretKey(
        Buffer.from(config.getOrThrow<AuthConfig>('auth').jwtSecret),
      ) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** Returning null makes Passport answer 401. */
  async validate(payload: Partial<AccessTokenPayload>): Promise<AuthenticatedUser | null> {
    return this.sessions.validateAccess(payload);
  }
}
