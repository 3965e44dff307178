import { AUTH_ERRORS } from '@valuation/contracts';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { AppConfig } from '../../infrastructure/config/app.config';
import { AuthConfig } from '../../infrastructure/config/auth.config';
import { claimOne } from '../../database/atomic-claim';
import { resetPasswordMail } from '../../infrastructure/mail/mail.templates';
import { MailService } from '../../infrastructure/mail/mail.service';
import { RateLimitService } from '../../infrastructure/rate-limit/rate-limit.service';
import { UsersService } from '../users';
import { RequestContext } from './auth.types';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { PasswordService } from './password.service';
import { SessionEndService } from './session-end/session-end.service';
import { generateOpaqueToken, hashToken } from '../../infrastructure/signing/tokens';

/** Forgotten passwords: a mailed single-use link, then a new password that ends every session. */
@Injectable()
export class PasswordResetService {
  private readonly ttlMinutes: number;
  private readonly publicUrl: string;

  constructor(
    config: ConfigService,
    @InjectRepository(PasswordResetToken) private readonly tokens: Repository<PasswordResetToken>,
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly ending: SessionEndService,
    private readonly mail: MailService,
    private readonly rateLimit: RateLimitService,
  ) {
    this.ttlMinutes = config.getOrThrow<AuthConfig>('auth').resetTokenTtlMinutes;
    this.publicUrl = config.getOrThrow<AppConfig>('app').publicUrl;
  }

  /** Always succeeds the same way, whether or not the account exists (no enumeration). */
  async request(email: string, ctx: RequestContext): Promise<void> {
    await this.rateLimit.consume('resetIp', ctx.ip);
    await this.rateLimit.consume('resetAccount', email);
    const user = await this.users.findByEmailWithHash(email);
    const token = generateOpaqueToken(24);
    const tokenHash = hashToken(token);
    const now = new Date();
    if (!user || user.disabledAt) {
      // Comparable work: the same kinds of statements against a user id that matches nothing.
      await this.tokens.update({ userId: randomUUID(), usedAt: IsNull() }, { usedAt: now });
      await this.tokens.exists({ where: { tokenHash } });
      return;
    }
    // A new link replaces the earlier ones.
    await this.tokens.update({ userId: user.id, usedAt: IsNull() }, { usedAt: now });
    await this.tokens.insert({
      tokenHash,
      userId: user.id,
      expiresAt: new Date(now.getTime() + this.ttlMinutes * 60_000),
    });
    const link = `${this.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    this.mail.send(user.email, resetPasswordMail(user.firstName, link, this.ttlMinutes));
  }

  /** Whether the link still works (unknown, used or expired: RESET_LINK_INVALID); it stays unused. */
  async check(token: string): Promise<void> {
    const usable = await this.tokens.exists({
      where: { tokenHash: hashToken(token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    });
    if (!usable) throw new DomainError('RESET_LINK_INVALID', AUTH_ERRORS.resetInvalid);
  }

  /** Uses the link once (a concurrent second use fails), sets the password, ends every session. */
  async confirm(token: string, password: string): Promise<void> {
    const now = new Date();
    const claimed = await claimOne(
      this.tokens,
      { tokenHash: hashToken(token), usedAt: IsNull(), expiresAt: MoreThan(now) },
      { usedAt: now },
      ['userId'],
    );
    if (!claimed) throw new DomainError('RESET_LINK_INVALID', AUTH_ERRORS.resetInvalid);
    await this.users.setPasswordHash(claimed.userId, await this.passwords.hash(password));
    await this.ending.endAll(claimed.userId);
  }
}
