import 'reflect-metadata';
import { DataSource, DataSourceOptions } from 'typeorm';
import { PGliteDriver } from 'typeorm-pglite';
import type { Extension } from '@electric-sql/pglite';
import { Logger } from '@nestjs/common';
import {
  DATABASE_TIMEOUTS,
  DatabaseConfig,
  loadDatabaseConfig,
} from '../infrastructure/config/database.config';
import { PasswordResetToken } from '../modules/auth/entities/password-reset-token.entity';
import { RefreshToken } from '../modules/auth/entities/refresh-token.entity';
import { Session } from '../modules/auth/entities/session.entity';
import { ChatAttachmentEntity } from '../modules/chat/entities/chat-attachment.entity';
import { ChatMessageEntity } from '../modules/chat/entities/chat-message.entity';
import { Conversation } from '../modules/chat/entities/conversation.entity';
import { Certificate } from '../modules/certificates/entities/certificate.entity';
import { Enquiry } from '../modules/contact/entities/enquiry.entity';
import { ScheduledJob } from '../infrastructure/jobs/entities/scheduled-job.entity';
import { User } from '../modules/users/entities/user.entity';
import { Passkey } from '../modules/webauthn/entities/passkey.entity';
import { WebauthnChallenge } from '../modules/webauthn/entities/webauthn-challenge.entity';
import { ValuationPhoto } from '../modules/valuations/entities/valuation-photo.entity';
import { ValuationRequest } from '../modules/valuations/entities/valuation-request.entity';
import { ValuationTimelineEntry } from '../modules/valuations/entities/valuation-timeline-entry.entity';
import { Payment } from '../modules/valuations/payments/payment.entity';
import { ProcessedPaymentEvent } from '../modules/valuations/payments/processed-payment-event.entity';
import { TestCheckout } from '../modules/valuations/payments/test-checkout.entity';
import { CreateAccounts1763757600000 } from './migrations/1763757600000-CreateAccounts';
import { CreateEnquiries1763900000000 } from './migrations/1763900000000-CreateEnquiries';
import { AddProfileAndPasskeys1763900100000 } from './migrations/1763900100000-AddProfileAndPasskeys';
import { CreateValuations1764000000000 } from './migrations/1764000000000-CreateValuations';
import { CreateScheduledJobs1764100000000 } from './migrations/1764100000000-CreateScheduledJobs';
import { CreateChat1764200000000 } from './migrations/1764200000000-CreateChat';
import { CreateCertificates1764300000000 } from './migrations/1764300000000-CreateCertificates';
import { StaffConsole1764300100000 } from './migrations/1764300100000-StaffConsole';
import { Notifications1764424000000 } from './migrations/1764424000000-Notifications';
import { MarketMovementEntity } from '../modules/market-movements/entities/market-movement.entity';
import { MarketNoticeEntity } from '../modules/market-movements/entities/market-notice.entity';
import { NotificationEntity } from '../modules/notifications/entities/notification.entity';
import { PushSubscriptionEntity } from '../modules/notifications/entities/push-subscription.entity';
import { CreateHomeVisits1764430230000 } from './migrations/1764430230000-CreateHomeVisits';
import { ExpertTimeGuard1795653475049 } from './migrations/1795653475049-ExpertTimeGuard';
import { ValuationPurposeAndIdentity1795670686509 } from './migrations/1795670686509-ValuationPurposeAndIdentity';
import { ExpertProfiles1795670686510 } from './migrations/1795670686510-ExpertProfiles';
import { ProfileAddress1795681749973 } from './migrations/1795681749973-ProfileAddress';
import { MarketNoticeMailed1795690000000 } from './migrations/1795690000000-MarketNoticeMailed';
import { StaffWorkNotifications1795704000000 } from './migrations/1795704000000-StaffWorkNotifications';
import { SmsNeedsPhone1795712000000 } from './migrations/1795712000000-SmsNeedsPhone';
import { MaskCertificateSerials1795713000000 } from './migrations/1795713000000-MaskCertificateSerials';
import { MarketMovementWithdrawal1795713100000 } from './migrations/1795713100000-MarketMovementWithdrawal';
import { NotificationSourceKey1795713200000 } from './migrations/1795713200000-NotificationSourceKey';
import { Collection1795714000000 } from './migrations/1795714000000-Collection';
import { ExcludedItem } from '../modules/collection/entities/excluded-item.entity';
import { ScheduleShare } from '../modules/collection/entities/schedule-share.entity';
import { ExpertProfileEntity } from '../modules/expert-profiles/entities/expert-profile.entity';
import { ExpertTimeOff } from '../modules/visits/entities/expert-time-off.entity';
import { HomeVisit } from '../modules/visits/entities/home-visit.entity';
import { HomeVisitTimelineEntry } from '../modules/visits/entities/home-visit-timeline-entry.entity';
import { SavedReplyEntity } from '../modules/saved-replies/entities/saved-reply.entity';
import { SavedReplies1795654011231 } from './migrations/1795654011231-SavedReplies';
import { ChatPhotosOnRequests1795659717262 } from './migrations/1795659717262-ChatPhotosOnRequests';
import { IdempotencyKeys1795667366062 } from './migrations/1795667366062-IdempotencyKeys';

export const entities = [
  User,
  Session,
  RefreshToken,
  PasswordResetToken,
  Passkey,
  WebauthnChallenge,
  Enquiry,
  ValuationRequest,
  ValuationPhoto,
  ValuationTimelineEntry,
  Payment,
  TestCheckout,
  ProcessedPaymentEvent,
  ScheduledJob,
  Conversation,
  ChatMessageEntity,
  ChatAttachmentEntity,
  Certificate,
  NotificationEntity,
  PushSubscriptionEntity,
  MarketMovementEntity,
  MarketNoticeEntity,
  ScheduleShare,
  ExcludedItem,
  HomeVisit,
  HomeVisitTimelineEntry,
  ExpertTimeOff,
  SavedReplyEntity,
  ExpertProfileEntity,
];
export const migrations = [
  CreateAccounts1763757600000,
  AddProfileAndPasskeys1763900100000,
  CreateEnquiries1763900000000,
  CreateValuations1764000000000,
  CreateScheduledJobs1764100000000,
  CreateChat1764200000000,
  CreateCertificates1764300000000,
  StaffConsole1764300100000,
  Notifications1764424000000,
  CreateHomeVisits1764430230000,
  ExpertTimeGuard1795653475049,
  SavedReplies1795654011231,
  ChatPhotosOnRequests1795659717262,
  IdempotencyKeys1795667366062,
  ValuationPurposeAndIdentity1795670686509,
  ExpertProfiles1795670686510,
  ProfileAddress1795681749973,
  MarketNoticeMailed1795690000000,
  StaffWorkNotifications1795704000000,
  SmsNeedsPhone1795712000000,
  MaskCertificateSerials1795713000000,
  MarketMovementWithdrawal1795713100000,
  NotificationSourceKey1795713200000,
  Collection1795714000000,
];

const poolLogger = new Logger('Database');

// A subpath export that this package's "node" module resolution cannot see the types of.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { btree_gist } = require('@electric-sql/pglite/contrib/btree_gist') as {
  btree_gist: Extension;
};

/**
 * The one description of the database: PostgreSQL through `pg` when DATABASE_URL is set,
 * otherwise the embedded PGlite in DATA_DIR/pglite. The same migrations build both.
 */
export function buildDataSourceOptions(
  config: DatabaseConfig = loadDatabaseConfig(),
): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities,
    migrations,
    // Run by database-startup.ts at start, under an advisory lock on PostgreSQL.
    migrationsRun: false,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    // PGlite has neither uuid-ossp nor pgcrypto; gen_random_uuid() is built in (PostgreSQL 13+).
    installExtensions: false,
    uuidExtension: 'pgcrypto' as const,
  };
  if (config.url) {
    const connectTimeoutMs = config.connectTimeoutMs ?? DATABASE_TIMEOUTS.connectTimeoutMs;
    const queryTimeoutMs = config.queryTimeoutMs ?? DATABASE_TIMEOUTS.queryTimeoutMs;
    return {
      ...common,
      url: config.url,
      // pg Pool options: a lost server fails requests quickly (connectionTimeoutMillis covers
      // both a new connection and waiting for a free one), a hung statement is cancelled by the
      // server (statement_timeout) or given up by the client (query_timeout), and TCP keep-alive
      // finds dead idle connections.
      extra: {
        max: 10,
        connectionTimeoutMillis: connectTimeoutMs,
        statement_timeout: queryTimeoutMs,
        query_timeout: queryTimeoutMs + 1000,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10000,
        idleTimeoutMillis: 30000,
      },
      // An idle connection that dies (server restart, network cut) makes the pool emit 'error';
      // it is dropped from the pool and logged, never left unhandled (that would end the process).
      poolErrorHandler: (error: Error) =>
        poolLogger.warn(`A database connection was lost: ${error.message}`),
    };
  }
  // btree_gist: the exclusion constraint that keeps an expert's home visits apart.
  return {
    ...common,
    driver: new PGliteDriver({ dataDir: config.pgliteDir, extensions: { btree_gist } }).driver,
  };
}

/** For the TypeORM CLI (migration:generate / migration:run). */
export const AppDataSource = new DataSource(buildDataSourceOptions());
