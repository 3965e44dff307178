import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { CqrsModule } from '@nestjs/cqrs';
import { ClockModule } from './infrastructure/clock/clock.module';
import { configLoaders } from './infrastructure/config';
import { DatabaseModule } from './database/database.module';
import { AuthModule } from './modules/auth';
import { SessionCacheModule } from './infrastructure/session-cache/session-cache.module';
import { CertificatesModule } from './modules/certificates';
import { ChatModule } from './modules/chat';
import { InfoRequestsModule } from './modules/info-requests';
import { ContactModule } from './modules/contact';
import { HealthModule } from './infrastructure/health/health.module';
import { JobsModule } from './infrastructure/jobs/jobs.module';
import { MailModule } from './infrastructure/mail/mail.module';
import { MetricsModule } from './infrastructure/metrics/metrics.module';
import { CollectionModule } from './modules/collection';
import { MarketMovementsModule } from './modules/market-movements';
import { NotificationsModule } from './modules/notifications';
import { ProfileModule } from './modules/profile';
import { RateLimitModule } from './infrastructure/rate-limit/rate-limit.module';
import { SavedRepliesModule } from './modules/saved-replies';
import { StaffModule } from './modules/staff';
import { UsersModule } from './modules/users';
import { ValuationsModule } from './modules/valuations';
import { VisitsModule } from './modules/visits';
import { WebauthnModule } from './modules/webauthn';
import { UploadsModule } from './infrastructure/uploads/uploads.module';
import { ExpertProfilesModule } from './modules/expert-profiles';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: configLoaders }),
    // Events, commands and queries between modules (ADR 020).
    CqrsModule.forRoot(),
    ClockModule,
    MetricsModule,
    DatabaseModule,
    MailModule,
    JobsModule,
    NotificationsModule,
    UploadsModule,
    RateLimitModule,
    SessionCacheModule,
    UsersModule,
    AuthModule,
    HealthModule,
    ValuationsModule,
    ContactModule,
    CertificatesModule,
    StaffModule,
    ExpertProfilesModule,
    ProfileModule,
    WebauthnModule,
    ChatModule,
    InfoRequestsModule,
    MarketMovementsModule,
    CollectionModule,
    VisitsModule,
    SavedRepliesModule,
  ],
})
export class AppModule {}
