import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { ClockModule } from './common/clock/clock.module';
import { configLoaders } from './config';
import { DatabaseModule } from './database/database.module';
import { AuthModule } from './modules/auth/auth.module';
import { SessionCacheModule } from './modules/auth/session-cache/session-cache.module';
import { ContactModule } from './modules/contact/contact.module';
import { HealthModule } from './modules/health/health.module';
import { MailModule } from './modules/mail/mail.module';
import { ProfileModule } from './modules/profile/profile.module';
import { RateLimitModule } from './modules/rate-limit/rate-limit.module';
import { UsersModule } from './modules/users/users.module';
import { ValuationsModule } from './modules/valuations/valuations.module';
import { WebauthnModule } from './modules/webauthn/webauthn.module';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: configLoaders }),
    ClockModule,
    DatabaseModule,
    MailModule,
    RateLimitModule,
    SessionCacheModule,
    UsersModule,
    AuthModule,
    HealthModule,
    ValuationsModule,
    ContactModule,
    ProfileModule,
    WebauthnModule,
  ],
})
export class AppModule {}
