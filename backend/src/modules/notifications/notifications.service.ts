import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import {
  NOTIFICATION_LIMITS,
  type AppNotification,
  type NotificationKind,
  type NotificationsResponse,
} from '@valuation/contracts';
import { In, IsNull, Repository } from 'typeorm';
import { Limiter } from '../../common/concurrency/limiter';
import { DomainError } from '../../common/domain-error';
import { MailService } from '../../infrastructure/mail/mail.service';
import type { MailContent } from '../../infrastructure/mail/mail.templates';
import { UsersService } from '../users';
import { NotificationEntity } from './entities/notification.entity';
import { NotificationCreated } from './notification.events';
import { PushService } from './push/push.service';

/** What an event tells a user. */
export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of the app (the page it opens). */
  url: string;
  /**
   * The event's own key when it must be stored once only (a market notice): a notification with
   * this key stored already makes this one a no-op (not stored, pushed, announced nor mailed).
   */
  sourceKey?: string;
  /**
   * The mail of this event, if it has one: sent when the user's email preference is on, or always
   * (`always`: payment receipts and refunds). `to` defaults to the account's address.
   */
  mail?: { content: MailContent; to?: string; always?: boolean };
}

const TITLE_MAX = 200;

export const NOTIFICATION_ERRORS = {
  idsOrAll: 'Give the ids of the notifications to mark read, or all: true.',
  badCursor: 'The before parameter must be the id of one of your notifications.',
} as const;

/**
 * The one way a user is told about an event (docs/product.md
 * "Notifications"): each event is stored, mailed when the user's email preference allows it,
 * pushed to the user's devices, and announced live on the user's open tabs (the NotificationCreated
 * event, ADR 020, which the live connection turns into `notification:new` on every process). Mail
 * and push never delay nor fail the event.
 */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);

  constructor(
    @InjectRepository(NotificationEntity)
    private readonly notifications: Repository<NotificationEntity>,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly push: PushService,
    private readonly events: EventBus,
  ) {}

  /**
   * With `wait` (a scheduled job): the mail is handed over and the push sent before the event is
   * stored, and a mail refused rejects, so the job runs again (after its lease when the process
   * was killed) instead of being marked done with its mail lost; nothing is stored twice then.
   */
  async notify(
    input: NotificationInput,
    options: { wait?: boolean } = {},
  ): Promise<AppNotification | null> {
    const [created] = await this.notifyMany([input], options);
    return created ?? null;
  }

  /**
   * Many at once (a market movement's batch): one insert, then mail, push and live per user. A
   * batch job that must not lose a mail gives inputs without `mail` and sends them with `mailMany`.
   */
  async notifyMany(
    inputs: readonly NotificationInput[],
    options: { wait?: boolean } = {},
  ): Promise<AppNotification[]> {
    if (inputs.length === 0) return [];
    const userIds = [...new Set(inputs.map((i) => i.userId))];
    const users = await this.users.findByIds(userIds);
    const byId = new Map(users.map((u) => [u.id, u]));
    const kept = inputs.filter((i) => byId.has(i.userId));
    if (kept.length === 0) return [];
    const mailsOf = (list: readonly NotificationInput[]) =>
      list.flatMap((input) => {
        const user = byId.get(input.userId)!;
        if (!input.mail || user.disabledAt) return [];
        const wanted = input.mail.always || user.notificationPreferences?.email !== false;
        return wanted ? [{ to: input.mail.to ?? user.email, content: input.mail.content }] : [];
      });
    const pushesOf = (list: readonly NotificationInput[]) =>
      list.flatMap((input) =>
        byId.get(input.userId)!.disabledAt
          ? []
          : [
              {
                userId: input.userId,
                payload: {
                  title: input.title.slice(0, TITLE_MAX),
                  body: input.body,
                  url: input.url,
                  kind: input.kind,
                },
              },
            ],
      );
    const mails = mailsOf(kept);
    const pushes = pushesOf(kept);
    if (options.wait) {
      for (const m of mails) await this.mail.sendNow(m.to, m.content);
      await this.push.pushNow(pushes);
    }
    const keyed = kept.some((i) => i.sourceKey !== undefined);
    const insert = this.notifications
      .createQueryBuilder()
      .insert()
      .values(
        kept.map((i) => ({
          userId: i.userId,
          kind: i.kind,
          title: i.title.slice(0, TITLE_MAX),
          body: i.body,
          url: i.url,
          sourceKey: i.sourceKey ?? null,
        })),
      );
    // ON CONFLICT DO NOTHING: a keyed event stored already is not stored again
    if (keyed) insert.orIgnore();
    const result = await insert
      .returning([
        'id',
        'userId',
        'kind',
        'title',
        'body',
        'url',
        'createdAt',
        'readAt',
        'sourceKey',
      ])
      .execute();
    const raw = result.raw as NotificationEntity[];
    // Which inputs were stored: all, unless keyed ones were there already (RETURNING answers only
    // the rows inserted, in order; keyed ones are matched by their key).
    const storedKeys = new Set(raw.map((r) => r.sourceKey).filter((k) => k !== null));
    const stored = kept.map((i) => i.sourceKey === undefined || storedKeys.has(i.sourceKey));
    const rows = raw.map(toNotificationRow);
    const created = rows.map(toAppNotification);
    const fresh = kept.filter((_, i) => stored[i]);
    fresh.forEach((input, index) => this.announce(input.userId, created[index]));
    if (options.wait) return created;
    this.push.push(pushesOf(fresh));
    for (const m of mailsOf(fresh)) this.mail.send(m.to, m.content);
    return created;
  }

  /**
   * Withdraws the notifications of events that no longer hold (a withdrawn market movement's
   * notices), by their source keys: gone from the bells and their unread counts. Answers how many.
   */
  async removeBySourceKeys(keys: readonly string[]): Promise<number> {
    let removed = 0;
    for (let i = 0; i < keys.length; i += 500) {
      const result = await this.notifications.delete({ sourceKey: In(keys.slice(i, i + 500)) });
      removed += result.affected ?? 0;
    }
    return removed;
  }

  /**
   * The mails of events already stored (a market movement's batch), each sent when the user's
   * email preference allows it, at most `concurrency` at once, each awaited. Answers, per input,
   * whether its mail is done with: handed over, or not to be sent (no mail, preference off,
   * account disabled or gone). A refused mail is logged and answered false: the caller keeps it
   * and tries again later, and sends none of the others twice. `onMailed(index)` runs as soon as
   * a mail is handed over (the caller records it there, before the next mail starts).
   */
  async mailMany(
    inputs: readonly NotificationInput[],
    concurrency: number,
    onMailed: (index: number) => Promise<unknown> = async () => undefined,
  ): Promise<boolean[]> {
    if (inputs.length === 0) return [];
    const users = await this.users.findByIds(inputs.map((i) => i.userId));
    const byId = new Map(users.map((u) => [u.id, u]));
    const limiter = new Limiter(concurrency);
    return Promise.all(
      inputs.map(async (input, index) => {
        const user = byId.get(input.userId);
        if (!input.mail || !user || user.disabledAt) return true;
        if (!input.mail.always && user.notificationPreferences?.email === false) return true;
        const { to = user.email, content } = input.mail;
        return limiter.run(async () => {
          try {
            await this.mail.sendNow(to, content);
          } catch (err) {
            this.logger.warn(
              `Mail "${content.subject}" refused, kept to retry: ${(err as Error).message}`,
            );
            return false;
          }
          await onMailed(index);
          return true;
        });
      }),
    );
  }

  /**
   * A mail of an event already told in the app (the chat reply's offline reminder): sent when the
   * user's email preference is on (or `always`), never for a disabled account. With `wait` (a
   * scheduled job), it resolves once the mail is handed over and rejects when it is not.
   */
  async mailOnly(
    userId: string,
    content: MailContent,
    options: { to?: string; always?: boolean; wait?: boolean } = {},
  ): Promise<boolean> {
    const user = await this.users.findById(userId);
    if (!user || user.disabledAt) return false;
    if (!options.always && user.notificationPreferences?.email === false) return false;
    if (options.wait) await this.mail.sendNow(options.to ?? user.email, content);
    else this.mail.send(options.to ?? user.email, content);
    return true;
  }

  async list(
    userId: string,
    query: { before?: string; limit?: number },
  ): Promise<NotificationsResponse> {
    const limit = query.limit ?? NOTIFICATION_LIMITS.defaultPageSize;
    const qb = this.notifications
      .createQueryBuilder('n')
      .where('n.userId = :userId', { userId })
      .orderBy('n.createdAt', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .take(limit + 1);
    if (query.before) {
      const cursor = await this.notifications.findOne({
        where: { id: query.before, userId },
        select: ['id', 'createdAt'],
      });
      if (!cursor)
        throw DomainError.onField('INVALID_INPUT', 'before', NOTIFICATION_ERRORS.badCursor);
      qb.andWhere('(n.createdAt, n.id) < (:at, :id)', { at: cursor.createdAt, id: cursor.id });
    }
    const rows = await qb.getMany();
    return {
      notifications: rows.slice(0, limit).map(toAppNotification),
      unread: await this.unreadCount(userId),
      hasMore: rows.length > limit,
    };
  }

  /** Every notification of the user, oldest first (the data export). */
  async exportFor(userId: string): Promise<AppNotification[]> {
    const rows = await this.notifications.find({
      where: { userId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(toAppNotification);
  }

  async markRead(userId: string, target: { ids?: string[]; all?: boolean }): Promise<number> {
    const where = { userId, readAt: IsNull() };
    if (target.all) await this.notifications.update(where, { readAt: new Date() });
    else if (target.ids && target.ids.length > 0) {
      await this.notifications.update({ ...where, id: In(target.ids) }, { readAt: new Date() });
    }
    return this.unreadCount(userId);
  }

  unreadCount(userId: string): Promise<number> {
    return this.notifications.countBy({ userId, readAt: IsNull() });
  }

  private announce(userId: string, notification: AppNotification): void {
    try {
      this.events.publish(new NotificationCreated(userId, notification));
    } catch (err) {
      this.logger.warn(`Could not announce a notification: ${(err as Error).message}`);
    }
  }
}

function toNotificationRow(raw: NotificationEntity): NotificationEntity {
  return {
    ...raw,
    createdAt: new Date(raw.createdAt),
    readAt: raw.readAt ? new Date(raw.readAt) : null,
  };
}

export function toAppNotification(n: NotificationEntity): AppNotification {
  return {
    id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    url: n.url,
    createdAt: new Date(n.createdAt).toISOString(),
    readAt: n.readAt ? new Date(n.readAt).toISOString() : null,
  };
}
