import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { CHAT_LIMITS, ROUTES } from '@valuation/contracts';
import { Repository } from 'typeorm';
import { Clock } from '../../infrastructure/clock/clock';
import { AppConfig } from '../../infrastructure/config/app.config';
import { JobsService } from '../../infrastructure/jobs/jobs.module';
import { NotificationsService } from '../notifications';
import { chatReplyMail } from '../../infrastructure/mail/mail.templates';
import { UsersService } from '../users';
import { ChatRealtime } from './chat-realtime';
import { ChatMessageAnnounced } from './chat.events';
import { ChatMessageEntity } from './entities/chat-message.entity';

export const OFFLINE_MAIL_JOB = 'chat.offline-mail';

export const CHAT_REPLY_NOTIFICATION = {
  title: 'A valuation expert has replied to you',
  body: 'Open Expert Chat to read the reply.',
} as const;

interface OfflineMailPayload {
  messageId: string;
  customerId: string;
}

/**
 * An expert's reply the customer has not read within CHAT_LIMITS.offlineMailMinutes, while they
 * have no live connection on any process, is mailed to them when their email notifications are
 * on. One pending job per customer (keyed), moved to 5 minutes after each new expert reply. A
 * reaction to ChatMessageAnnounced (ADR 020); a quiet message (another module's, which tells of
 * it itself) makes neither the notice nor the mail.
 */
@Injectable()
@EventsHandler(ChatMessageAnnounced)
export class ChatOfflineMail implements OnModuleInit, IEventHandler<ChatMessageAnnounced> {
  private readonly logger = new Logger(ChatOfflineMail.name);
  private readonly publicUrl: string;

  constructor(
    config: ConfigService,
    private readonly jobs: JobsService,
    private readonly realtime: ChatRealtime,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    private readonly users: UsersService,
  ) {
    this.publicUrl = config.getOrThrow<AppConfig>('app').publicUrl;
  }

  onModuleInit(): void {
    this.jobs.register<OfflineMailPayload>(OFFLINE_MAIL_JOB, (payload) => this.run(payload));
  }

  handle({ message, conversation, quiet }: ChatMessageAnnounced): void {
    if (message.senderRole !== 'expert' || quiet) return;
    const { customerId } = conversation;
    // Told at once in the app and by push (never the message itself, which may hold values).
    this.notifications
      .notify({
        userId: customerId,
        kind: 'chat_reply',
        title: CHAT_REPLY_NOTIFICATION.title,
        body: CHAT_REPLY_NOTIFICATION.body,
        url: ROUTES.chat,
      })
      .catch((err: Error) => this.logger.error(`Could not notify the chat reply: ${err.message}`));
    const runAt = new Date(this.clock.nowMs() + CHAT_LIMITS.offlineMailMinutes * 60_000);
    this.jobs
      .schedule(
        OFFLINE_MAIL_JOB,
        runAt,
        { messageId: message.id, customerId },
        { key: `chat-offline-mail:${customerId}` },
      )
      .catch((err: Error) =>
        this.logger.error(`Could not schedule the offline chat mail: ${err.message}`),
      );
  }

  /** Mails the customer when the reply is still unread and they are not connected. */
  async run({ messageId, customerId }: OfflineMailPayload): Promise<void> {
    const message = await this.messages.findOne({
      where: { id: messageId },
      select: ['id', 'status'],
    });
    if (!message || message.status === 'read') return;
    const customer = await this.users.findById(customerId);
    if (!customer || customer.disabledAt) return;
    if (await this.realtime.isOnline(customerId)) return;
    // Awaited: the job is done only once the mail is handed over (a process killed before that
    // leaves the job to another process after its lease).
    await this.notifications.mailOnly(
      customerId,
      chatReplyMail(customer.firstName, this.publicUrl),
      {
        wait: true,
      },
    );
  }
}
