import { AUTH_ERRORS } from '@valuation/contracts';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DomainError } from '../../common/domain-error';
import { AppConfig } from '../../infrastructure/config/app.config';
import { AuthConfig } from '../../infrastructure/config/auth.config';
import { passwordChangedMail, welcomeMail } from '../../infrastructure/mail/mail.templates';
import { MailService } from '../../infrastructure/mail/mail.service';
import { RateLimitService } from '../../infrastructure/rate-limit/rate-limit.service';
import { UsersService } from '../users';
import { AuthenticatedUser, IssuedSession, RequestContext } from './auth.types';
import { PasswordService } from './password.service';
import { SessionEndService } from './session-end/session-end.service';
import { SessionsService } from './sessions.service';

/** Password accounts: registration, sign-in and password change (sessions do the rest). */
@Injectable()
export class AuthService implements OnApplicationBootstrap {
  private readonly auth: AuthConfig;
  private readonly publicUrl: string;

  constructor(
    config: ConfigService,
    private readonly passwords: PasswordService,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly ending: SessionEndService,
    private readonly mail: MailService,
    private readonly rateLimit: RateLimitService,
  ) {
    this.auth = config.getOrThrow<AuthConfig>('auth');
    this.publicUrl = config.getOrThrow<AppConfig>('app').publicUrl;
  }

  async onApplicationBootstrap(): Promise<void> {
    const admin = this.auth.admin;
    if (admin) await this.users.ensureAdmin(admin.email, () => this.passwords.hash(admin.password));
  }

  async register(
    input: { email: string; password: string; firstName: string; lastName: string },
    ctx: RequestContext,
  ): Promise<IssuedSession> {
    await this.rateLimit.consume('registerIp', ctx.ip);
    const taken = () => new DomainError('EMAIL_TAKEN', AUTH_ERRORS.emailTaken);
    if (await this.users.emailTaken(input.email)) throw taken();
    const user = await this.users.create({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: await this.passwords.hash(input.password),
    });
    if (!user) throw taken();
    this.mail.send(user.email, welcomeMail(user.firstName, this.publicUrl));
    return this.sessions.start(user, ctx);
  }

  async login(
    input: { email: string; password: string },
    ctx: RequestContext,
  ): Promise<IssuedSession> {
    await this.rateLimit.assertBelow('loginIp', ctx.ip);
    await this.rateLimit.assertBelow('loginFailuresAccount', input.email);
    const user = await this.users.findByEmailWithHash(input.email);
    const ok = await this.passwords.verify(user?.passwordHash, input.password);
    if (!user || !ok) {
      await this.rateLimit.record('loginIp', ctx.ip);
      await this.rateLimit.record('loginFailuresAccount', input.email);
      throw new DomainError('INVALID_CREDENTIALS', AUTH_ERRORS.invalidCredentials);
    }
    if (user.disabledAt) throw new DomainError('ACCOUNT_DISABLED', AUTH_ERRORS.accountDisabled);
    return this.sessions.start(user, ctx);
  }

  /**
   * Keeps the current session but rotates its refresh token (the returned one replaces the
   * cookie; the old cookie stops working), ends every other session, and tells the owner by mail.
   */
  async changePassword(
    current: AuthenticatedUser,
    currentPassword: string,
    newPassword: string,
  ): Promise<{ refreshToken: string }> {
    const user = await this.users.findByIdWithHash(current.id);
    if (!user || !(await this.passwords.verify(user.passwordHash, currentPassword))) {
      throw DomainError.onField(
        'WRONG_PASSWORD',
        'currentPassword',
        AUTH_ERRORS.currentPasswordWrong,
      );
    }
    await this.users.setPasswordHash(user.id, await this.passwords.hash(newPassword));
    await this.ending.endAll(user.id, current.sessionId);
    const refreshToken = await this.sessions.renewRefreshToken(current.sessionId);
    this.mail.send(user.email, passwordChangedMail(user.firstName, this.publicUrl));
    return { refreshToken };
  }
}
