import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { RateLimitConfig } from '../config/rate-limit.config';
import { createRateLimitStore, RATE_LIMIT_STORE, RateLimitService } from './rate-limit.service';

@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMIT_STORE,
      inject: [ConfigService],
      useFactory: (config: ConfigService) =>
        createRateLimitStore(config.getOrThrow<RateLimitConfig>('rateLimit')),
    },
    RateLimitService,
  ],
  exports: [RateLimitService],
})
export class RateLimitModule {}
