import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AuthConfig } from '../../infrastructure/config/auth.config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users';
import { AccessTokenVerifier } from './access-token-verifier';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { RefreshToken } from './entities/refresh-token.entity';
import { Session } from './entities/session.entity';
import { PasswordResetService } from './password-reset.service';
import { RefreshTokensService } from './refresh-tokens.service';
import { SessionsService } from './sessions.service';
import { JwtAuthGuard } from './guards/jwt-auth.guard';
import { RolesGuard } from './guards/roles.guard';
import { PasswordService } from './password.service';
import { SessionCookieService } from './session-cookie.service';
import { EndAccountSessionsHandler } from './session-end/end-account-sessions.handler';
import { SessionEndService } from './session-end/session-end.service';
import { JwtStrategy } from './strategies/jwt.strategy';

/**
 * Sign-in, sessions and their one ending (SessionEndService), the access guards. Every module whose
 * controllers use `@Authenticated()` (or its role variants) imports it: Nest makes the guards in
 * that module, with AccessTokenVerifier and SessionsService from here.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Session, RefreshToken, PasswordResetToken]),
    UsersModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => {
        const auth = config.getOrThrow<AuthConfig>('auth');
        return {
          // A KeyObject: jsonwebtoken re-parses a string secret on every call (~40x slower).
          secret: createSecretKey(Buffer.from(auth.jwtSecret)),
          signOptions: { algorithm: 'HS256', expiresIn: auth.accessTokenTtlSeconds },
          verifyOptions: { algorithms: ['HS256'] },
        };
      },
    }),
  ],
  controllers: [AuthController],
  providers: [
    AccessTokenVerifier,
    AuthService,
    SessionsService,
    RefreshTokensService,
    PasswordResetService,
    PasswordService,
    SessionCookieService,
    JwtStrategy,
    JwtAuthGuard,
    RolesGuard,
    SessionEndService,
    EndAccountSessionsHandler,
  ],
  exports: [
    AccessTokenVerifier,
    SessionsService,
    PasswordService,
    SessionCookieService,
    SessionEndService,
    JwtAuthGuard,
    RolesGuard,
    // the chat gateway verifies the access token of a socket's handshake
    JwtModule,
  ],
})
export class AuthModule {}
