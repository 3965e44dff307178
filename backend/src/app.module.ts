import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { CqrsModule } from '@nestjs/cqrs';
import { ClockModule } from './infrastructure/clock/clock.module';
import { configLoaders } from './infrastructure/config';
import { DatabaseModule } from './database/database.module';
import { AuthModule } from './modules/auth/auth.module';
import { SessionCacheModule } from './infrastructure/session-cache/session-cache.module';
import { SessionEndModule } from './modules/auth/session-end/session-end.module';
import { CertificatesModule } from './modules/certificates/certificates.module';
import { ChatModule } from './modules/chat/chat.module';
import { InfoRequestsModule } from './modules/info-requests/info-requests.module';
import { ContactModule } from './modules/contact/contact.module';
import { HealthModule } from './infrastructure/health/health.module';
import { JobsModule } from './infrastructure/jobs/jobs.module';
import { MailModule } from './infrastructure/mail/mail.module';
import { MetricsModule } from './infrastructure/metrics/metrics.module';
import { MarketMovementsModule } from './modules/market-movements/market-movements.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { ProfileModule } from './modules/profile/profile.module';
import { RateLimitModule } from './infrastructure/rate-limit/rate-limit.module';
import { SavedRepliesModule } from './modules/saved-replies/saved-replies.module';
import { StaffModule } from './modules/staff/staff.module';
import { UsersModule } from './modules/users/users.module';
import { ValuationsModule } from './modules/valuations/valuations.module';
import { VisitsModule } from './modules/visits/visits.module';
import { WebauthnModule } from './modules/webauthn/webauthn.module';
import { UploadsModule } from './infrastructure/uploads/uploads.module';
import { ExpertProfilesModule } from './modules/expert-profiles/expert-profiles.module';

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
    SessionEndModule,
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
    VisitsModule,
    SavedRepliesModule,
  ],
})
export class AppModule {}
