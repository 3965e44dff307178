import { registerAs } from '@nestjs/config';
import { join } from 'node:path';
import { loadAppConfig } from './app.config';
import { ConfigError, env, parseUrl } from './env';
import { emailProblem, normaliseEmail } from '@valuation/contracts';

export const DEFAULT_CONTACT_EMAIL = 'enquiries@luxevaluations.co.uk';

export interface MailConfig {
  /** SMTP server; null means mails are written to outboxDir as .eml files. */
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
  /** Where contact-form enquiries go: CONTACT_EMAIL, else ADMIN_EMAIL, else the default. */
  contactEmail: string;
}

export function loadMailConfig(): MailConfig {
  const smtpUrl = env('SMTP_URL');
  if (smtpUrl) parseUrl('SMTP_URL', smtpUrl, ['smtp:', 'smtps:']);
  const app = loadAppConfig();
  const host = new URL(app.publicUrl).hostname;
  const domain = host.includes('.') ? host : 'example.com';
  const contact = env('CONTACT_EMAIL');
  if (contact !== undefined && emailProblem(normaliseEmail(contact))) {
    throw new ConfigError('CONTACT_EMAIL must be a valid email address');
  }
  const admin = normaliseEmail(env('ADMIN_EMAIL')) as string | undefined;
  const contactEmail =
    (normaliseEmail(contact) as string | undefined) ??
    (admin && !emailProblem(admin) ? admin : DEFAULT_CONTACT_EMAIL);
  return {
    smtpUrl: smtpUrl ?? null,
    contactEmail,
    outboxDir: join(app.dataDir, 'outbox'),
    from: env('MAIL_FROM') ?? `"Luxe Valuations" <no-reply@${domain}>`,
  };
}

export const mailConfig = registerAs('mail', loadMailConfig);
