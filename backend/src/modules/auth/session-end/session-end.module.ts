import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Session } from '../entities/session.entity';
import { EndAccountSessionsHandler } from './end-account-sessions.handler';
import { SessionEndService } from './session-end.service';

/** Global, so the places that end sessions (auth, users, profile) and the chat need no import. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Session])],
  providers: [SessionEndService, EndAccountSessionsHandler],
  exports: [SessionEndService],
})
export class SessionEndModule {}
