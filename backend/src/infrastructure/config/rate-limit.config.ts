import { registerAs } from '@nestjs/config';
import { ConfigError, env, parseUrl } from './env';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitConfig {
  redisUrl: string | null;
  ipFactor: number;
  rules: {
    loginIp: RateLimitRule;
    registerIp: RateLimitRule;
    resetIp: RateLimitRule;
    loginFailuresAccount: RateLimitRule;
    resetAccount: RateLimitRule;
    contactIp: RateLimitRule;
    sharedScheduleIp: RateLimitRule;
  };
}

export function loadRateLimitConfig(): RateLimitConfig {
  const redisUrl = env('REDIS_URL');
  if (redisUrl) parseUrl('REDIS_URL', redisUrl, ['redis:', 'rediss:']);
  const rawFactor = env('RATE_LIMIT_IP_FACTOR') ?? '1';
  const ipFactor = Number(rawFactor);
  if (!/^\d+(\.\d+)?$/.test(rawFactor) || !(ipFactor > 0) || ipFactor > 1_000_000) {
    throw new ConfigError('RATE_LIMIT_IP_FACTOR must be a positive number (1 is the default)');
  }
  const perIp = (limit: number, windowSeconds: number): RateLimitRule => ({
    limit: Math.max(1, Math.floor(limit * ipFactor)),
    windowSeconds,
  });
  return {
    redisUrl: redisUrl ?? null,
    ipFactor,
    rules: {
      // Failed sign-ins per address: successful ones are never throttled (a shared office
      // network or a test run signs in often), credential stuffing is.
      loginIp: perIp(30, 15 * 60),
      registerIp: perIp(20, 3600),
      resetIp: perIp(10, 3600),
      loginFailuresAccount: { limit: 10, windowSeconds: 15 * 60 },
      resetAccount: { limit: 5, windowSeconds: 3600 },
      // Contact-form messages per address.
      contactIp: perIp(10, 3600),
      // Openings of shared schedules (and their PDFs) per address: an insurer opens a few.
      sharedScheduleIp: perIp(60, 15 * 60),
    },
  };
}

export const rateLimitConfig = registerAs('rateLimit', loadRateLimitConfig);
