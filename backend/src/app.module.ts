import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { configLoaders } from './config';
import { DatabaseModule } from './database/database.module';
import { AuthModule } from './modules/auth/auth.module';
import { HealthModule } from './modules/health/health.module';
import { MailModule } from './modules/mail/mail.module';
import { RateLimitModule } from './modules/rate-limit/rate-limit.module';
import { UsersModule } from './modules/users/users.module';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: configLoaders }),
    DatabaseModule,
    MailModule,
    RateLimitModule,
    UsersModule,
    AuthModule,
    HealthModule,
  ],
})
export class AppModule {}
