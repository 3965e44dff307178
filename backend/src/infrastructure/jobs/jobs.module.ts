import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScheduledJob } from './entities/scheduled-job.entity';
import { JobsService } from './jobs.service';

/** Scheduled work for every module (global): inject JobsService, register a handler, schedule. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ScheduledJob])],
  providers: [JobsService],
  exports: [JobsService],
})
export class JobsModule {}

export { JobsService } from './jobs.service';
export type { JobContext, JobHandler } from './jobs.service';
