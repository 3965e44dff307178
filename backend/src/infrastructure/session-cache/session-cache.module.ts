import { Global, Module } from '@nestjs/common';
import { SessionCacheService } from './session-cache.service';

/** Global: the users, profile and auth modules all evict (ADR 003). */
@Global()
@Module({ providers: [SessionCacheService], exports: [SessionCacheService] })
export class SessionCacheModule {}
