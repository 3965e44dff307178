import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, Transporter } from 'nodemailer';
import { MailConfig } from '../config/mail.config';
import { MailContent } from './mail.templates';

/**
 * Sends mail through SMTP (SMTP_URL) or writes it as an .eml file to DATA_DIR/outbox.
 * `send` never throws and never delays the request: failures are logged. Scheduled jobs use
 * `sendNow`, which finishes only once the mail is handed over and throws when it is not, so a job
 * whose process dies (even by SIGKILL) or whose mail server refuses is run again, never marked done
 * with its mail lost.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly config: MailConfig;
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();

  constructor(config: ConfigService) {
    this.config = config.getOrThrow<MailConfig>('mail');
    this.transport = this.config.smtpUrl
      ? createTransport(this.config.smtpUrl)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  send(to: string, content: MailContent): void {
    const job = this.deliver(to, content)
      .catch((err: Error) =>
        this.logger.error(`Could not send "${content.subject}": ${err.message}`),
      )
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Delivers the mail before resolving; rejects when it could not be handed over (jobs retry). */
  async sendNow(to: string, content: MailContent): Promise<void> {
    const job = this.deliver(to, content).finally(() => this.pending.delete(job));
    this.pending.add(job.catch(() => undefined));
    await job;
  }

  /** Waits for mails still being written (used on shutdown). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async deliver(to: string, content: MailContent): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.from, to, ...content });
    if (this.config.smtpUrl) return;
    await mkdir(this.config.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(join(this.config.outboxDir, name), (info as { message: Buffer }).message, {
      mode: 0o600,
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.flush();
  }
}
