import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import {
  PUSH_ERRORS,
  type ExportedPushSubscription,
  type PushPayload,
  type PushSubscriptionRequest,
} from '@valuation/contracts';
import { Repository } from 'typeorm';
import { sendNotification, WebPushError } from 'web-push';
import { Limiter } from '../../../common/concurrency/limiter';
import { DomainError } from '../../../common/domain-error';
import type { PushConfig } from '../../../infrastructure/config/push.config';
import { PushSubscriptionEntity } from '../entities/push-subscription.entity';
import { pushEndpointAllowed } from './push-endpoint';

/** How long a pushed notification waits at the push service for an offline device. */
const PUSH_TTL_SECONDS = 4 * 24 * 60 * 60;
/** Pushes under way at once in this process (each an encryption and an HTTPS request). */
export const PUSH_CONCURRENCY = 8;

/**
 * Web push (docs/product.md "Notifications"): the devices' subscriptions and the sending, encrypted
 * (aes128gcm) and signed with VAPID by the `web-push` library. Sending never delays nor fails the
 * event that caused it: `push` returns at once, each send has a timeout, at most PUSH_CONCURRENCY
 * are under way at once, failures are logged, and a subscription the push service answers 404 or 410 for is deleted.
 */
@Injectable()
export class PushService implements OnApplicationShutdown {
  private readonly logger = new Logger(PushService.name);
  private readonly config: PushConfig;
  private readonly pending = new Set<Promise<void>>();
  /** Shared by every batch, so a market movement's thousands of pushes queue here. */
  private readonly sending = new Limiter(PUSH_CONCURRENCY);

  constructor(
    config: ConfigService,
    @InjectRepository(PushSubscriptionEntity)
    private readonly subscriptions: Repository<PushSubscriptionEntity>,
  ) {
    this.config = config.getOrThrow<PushConfig>('push');
  }

  get publicKey(): string {
    return this.config.vapid.publicKey;
  }

  /** Stores (or moves to this user) the device's subscription. */
  async subscribe(userId: string, request: PushSubscriptionRequest): Promise<void> {
    if (!pushEndpointAllowed(request.endpoint, this.config.allowedHosts)) {
      throw new DomainError('INVALID_INPUT', PUSH_ERRORS.endpointNotAllowed, [
        { field: 'endpoint', message: PUSH_ERRORS.endpointNotAllowed },
      ]);
    }
    const p256dh = Buffer.from(request.keys.p256dh, 'base64url');
    const auth = Buffer.from(request.keys.auth, 'base64url');
    if (p256dh.length !== 65 || p256dh[0] !== 4 || auth.length !== 16) {
      throw new DomainError('INVALID_INPUT', PUSH_ERRORS.badKeys, [
        { field: 'keys', message: PUSH_ERRORS.badKeys },
      ]);
    }
    await this.subscriptions
      .createQueryBuilder()
      .insert()
      .values({
        userId,
        endpoint: request.endpoint,
        p256dh: request.keys.p256dh,
        auth: request.keys.auth,
      })
      .orUpdate(['userId', 'p256dh', 'auth'], ['endpoint'])
      .execute();
  }

  /** The user's devices for the data export: each push service and when, never the address or keys. */
  async exportFor(userId: string): Promise<ExportedPushSubscription[]> {
    const rows = await this.subscriptions.find({
      where: { userId },
      order: { createdAt: 'ASC', id: 'ASC' },
      select: { endpoint: true, createdAt: true },
    });
    return rows.map((r) => ({
      service: new URL(r.endpoint).origin,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    await this.subscriptions.delete({ userId, endpoint });
  }

  /** Pushes each payload to every subscription of its user, in the background. */
  push(items: readonly { userId: string; payload: PushPayload }[]): void {
    if (items.length === 0) return;
    const job = this.deliver(items)
      .catch((err: Error) => this.logger.error(`Could not push notifications: ${err.message}`))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Pushes and resolves once every device answered (or timed out): a scheduled job's pushes. */
  async pushNow(items: readonly { userId: string; payload: PushPayload }[]): Promise<void> {
    if (items.length === 0) return;
    const job = this.deliver(items);
    const settled: Promise<void> = job
      .catch(() => undefined)
      .finally(() => this.pending.delete(settled));
    this.pending.add(settled);
    await job;
  }

  /** Waits for pushes under way (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  private async deliver(items: readonly { userId: string; payload: PushPayload }[]): Promise<void> {
    const userIds = [...new Set(items.map((i) => i.userId))];
    const subs = await this.subscriptions
      .createQueryBuilder('s')
      .where('s.userId IN (:...userIds)', { userIds })
      .getMany();
    if (subs.length === 0) return;
    const byUser = new Map<string, PushSubscriptionEntity[]>();
    for (const sub of subs) byUser.set(sub.userId, [...(byUser.get(sub.userId) ?? []), sub]);
    await Promise.all(
      items.flatMap(({ userId, payload }) =>
        (byUser.get(userId) ?? []).map((sub) => this.sending.run(() => this.sendOne(sub, payload))),
      ),
    );
  }

  private async sendOne(sub: PushSubscriptionEntity, payload: PushPayload): Promise<void> {
    // Checked again at send time: a subscription stored under a wider allow-list is not used.
    if (!pushEndpointAllowed(sub.endpoint, this.config.allowedHosts)) return;
    const timeoutMs = this.config.timeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([
        sendNotification(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: this.config.vapid,
            contentEncoding: 'aes128gcm',
            TTL: PUSH_TTL_SECONDS,
            timeout: timeoutMs,
          },
        ),
        timeout,
      ]);
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await this.subscriptions.delete({ id: sub.id });
        return;
      }
      const host = new URL(sub.endpoint).host;
      this.logger.warn(
        `Push to ${host} failed: ${error instanceof WebPushError ? `HTTP ${error.statusCode}` : (error as Error).message}`,
      );
    } finally {
      clearTimeout(timer);
    }
  }
}
