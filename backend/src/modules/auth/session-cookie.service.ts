import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { FastifyReply } from 'fastify';
import { AppConfig } from '../../infrastructure/config/app.config';
import { AuthConfig } from '../../infrastructure/config/auth.config';
import type { IssuedSession } from './auth.types';
import type { AuthResponseDto } from './dto/auth-response.dto';

export const REFRESH_COOKIE = 'refresh_token';
const COOKIE_PATH = '/api/auth';

/**
 * The refresh cookie (httpOnly, SameSite=Strict, Path=/api/auth, Secure over https): set when a
 * session is issued (password, registration, refresh, passkey) and cleared on logout or erasure.
 */
@Injectable()
export class SessionCookieService {
  private readonly secureCookies: boolean;
  private readonly refreshTtlSeconds: number;

  constructor(config: ConfigService) {
    this.secureCookies = config.getOrThrow<AppConfig>('app').secureCookies;
    this.refreshTtlSeconds = config.getOrThrow<AuthConfig>('auth').refreshTokenTtlDays * 86_400;
  }

  /** Sets the refresh cookie of the issued session and returns the `{token, user}` answer. */
  answer(reply: FastifyReply, issued: IssuedSession): AuthResponseDto {
    this.set(reply, issued.refreshToken);
    return { token: issued.token, user: issued.user };
  }

  /** Sets (or replaces) the refresh cookie; the answer is never cached. */
  set(reply: FastifyReply, refreshToken: string): void {
    reply.setCookie(REFRESH_COOKIE, refreshToken, {
      httpOnly: true,
      secure: this.secureCookies,
      sameSite: 'strict',
      path: COOKIE_PATH,
      maxAge: this.refreshTtlSeconds,
    });
    reply.header('cache-control', 'no-store');
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(REFRESH_COOKIE, {
      httpOnly: true,
      secure: this.secureCookies,
      sameSite: 'strict',
      path: COOKIE_PATH,
    });
  }
}
