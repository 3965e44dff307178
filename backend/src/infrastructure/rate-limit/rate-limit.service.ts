import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import Redis from 'ioredis';
import { RateLimitConfig, RateLimitRule } from '../config/rate-limit.config';
import { RATE_LIMIT_MESSAGES } from '@valuation/contracts';
import { DomainError } from '../../common/domain-error';
import { MemoryRateLimitStore, RateLimitStore, RedisRateLimitStore } from './rate-limit.store';

export type RuleName = keyof RateLimitConfig['rules'];

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

export function createRateLimitStore(config: RateLimitConfig): RateLimitStore {
  if (!config.redisUrl) return new MemoryRateLimitStore();
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', (err) => new Logger('RateLimit').warn(`Redis: ${err.message}`));
  return new RedisRateLimitStore(redis);
}

/** "in 5 minutes", "in 1 minute", "in 30 seconds". */
export function waitPhrase(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const SENTENCES: Record<RuleName, string> = RATE_LIMIT_MESSAGES;

@Injectable()
export class RateLimitService implements OnModuleDestroy {
  private readonly rules: RateLimitConfig['rules'];

  constructor(
    config: ConfigService,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
  ) {
    this.rules = config.getOrThrow<RateLimitConfig>('rateLimit').rules;
  }

  rule(name: RuleName): RateLimitRule {
    return this.rules[name];
  }

  /** Counts one attempt; throws 429 (with Retry-After) once the window's limit is passed. */
  async consume(name: RuleName, subject: string): Promise<void> {
    const rule = this.rules[name];
    const { count, resetInSeconds } = await this.store.hit(
      `${name}:${subject}`,
      rule.windowSeconds,
    );
    if (count > rule.limit) throw this.tooMany(name, resetInSeconds);
  }

  /** Throws 429 if the limit is already reached, without counting (for "failed attempts" rules). */
  async assertBelow(name: RuleName, subject: string): Promise<void> {
    const rule = this.rules[name];
    const { count, resetInSeconds } = await this.store.hit(
      `${name}:${subject}`,
      rule.windowSeconds,
      0,
    );
    if (count >= rule.limit) throw this.tooMany(name, resetInSeconds);
  }

  /** Counts one failure for a "failed attempts" rule. */
  async record(name: RuleName, subject: string): Promise<void> {
    await this.store.hit(`${name}:${subject}`, this.rules[name].windowSeconds);
  }

  private tooMany(name: RuleName, seconds: number): DomainError {
    const sentence = SENTENCES[name].replace('{wait}', waitPhrase(seconds));
    return new DomainError('RATE_LIMITED', sentence, undefined, seconds);
  }

  async onModuleDestroy(): Promise<void> {
    await this.store.close();
  }
}
