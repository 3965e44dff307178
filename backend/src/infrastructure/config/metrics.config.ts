import { registerAs } from '@nestjs/config';
import { ConfigError, env } from './env';

export interface MetricsConfig {
  /** Bearer token for GET /metrics; null: only callers on this machine (loopback) may read it. */
  token: string | null;
}

export function loadMetricsConfig(): MetricsConfig {
  const token = env('METRICS_TOKEN') ?? null;
  if (token !== null && !/^[\x21-\x7e]{16,200}$/.test(token)) {
    throw new ConfigError(
      'METRICS_TOKEN must be 16 to 200 visible ASCII characters without spaces (or unset)',
    );
  }
  return { token };
}

export const metricsConfig = registerAs('metrics', loadMetricsConfig);
