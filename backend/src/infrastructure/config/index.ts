import { appConfig, loadAppConfig } from './app.config';
import { authConfig, loadAuthConfig } from './auth.config';
import { databaseConfig, loadDatabaseConfig } from './database.config';
import { jobsConfig, loadJobsConfig } from './jobs.config';
import { loadMailConfig, mailConfig } from './mail.config';
import { loadMarketConfig, marketConfig } from './market.config';
import { loadMetricsConfig, metricsConfig } from './metrics.config';
import { loadPaymentsConfig, paymentsConfig } from './payments.config';
import { loadPushConfig, pushConfig } from './push.config';
import { loadRateLimitConfig, rateLimitConfig } from './rate-limit.config';
import { loadStorageConfig, storageConfig } from './storage.config';

export const configLoaders = [
  appConfig,
  databaseConfig,
  authConfig,
  mailConfig,
  rateLimitConfig,
  paymentsConfig,
  jobsConfig,
  pushConfig,
  storageConfig,
  metricsConfig,
  marketConfig,
];

/** Validates every setting; throws a ConfigError naming the first bad one. */
export function validateConfiguration(): void {
  loadAppConfig();
  loadDatabaseConfig();
  loadRateLimitConfig();
  loadMailConfig();
  loadAuthConfig();
  loadPaymentsConfig();
  loadJobsConfig();
  loadPushConfig();
  loadStorageConfig();
  loadMetricsConfig();
  loadMarketConfig();
}
