import Redis from 'ioredis';

export interface HitResult {
  /** Count in the current window, this hit included. */
  count: number;
  /** Seconds until the window ends. */
  resetInSeconds: number;
}

/** Fixed-window counters. */
export interface RateLimitStore {
  /** Adds `amount` (0 only reads) to the counter of `key` for a window of `windowSeconds`. */
  hit(key: string, windowSeconds: number, amount?: number): Promise<HitResult>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async hit(key: string, windowSeconds: number, amount = 1): Promise<HitResult> {
    const now = this.now();
    const windowMs = windowSeconds * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const resetAt = windowStart + windowMs;
    const slot = `${key}:${windowStart}`;
    const entry = this.counters.get(slot) ?? { count: 0, resetAt };
    entry.count += amount;
    if (entry.count > 0) this.counters.set(slot, entry);
    return { count: entry.count, resetInSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
  }

  private sweep(): void {
    const now = this.now();
    for (const [slot, entry] of this.counters) if (entry.resetAt <= now) this.counters.delete(slot);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.counters.clear();
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, windowSeconds: number, amount = 1): Promise<HitResult> {
    const windowMs = windowSeconds * 1000;
    const now = Date.now();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const slot = `ratelimit:${key}:${windowStart}`;
    const results = await this.redis
      .multi()
      .incrby(slot, amount)
      .pexpire(slot, windowMs + 1000)
      .exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    return { count, resetInSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
    this.redis.disconnect();
  }
}
