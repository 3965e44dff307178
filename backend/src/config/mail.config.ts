import { registerAs } from '@nestjs/config';
import { join } from 'node:path';
import { loadAppConfig } from './app.config';
import { env, parseUrl } from './env';

export interface MailConfig {
  /** SMTP server; null means mails are written to outboxDir as .eml files. */
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
}

export function loadMailConfig(): MailConfig {
  const smtpUrl = env('SMTP_URL');
  if (smtpUrl) parseUrl('SMTP_URL', smtpUrl, ['smtp:', 'smtps:']);
  const app = loadAppConfig();
  const host = new URL(app.publicUrl).hostname;
  const domain = host.includes('.') ? host : 'example.com';
  return {
    smtpUrl: smtpUrl ?? null,
    outboxDir: join(app.dataDir, 'outbox'),
    from: env('MAIL_FROM') ?? `"Luxe Valuations" <no-reply@${domain}>`,
  };
}

export const mailConfig = registerAs('mail', loadMailConfig);
