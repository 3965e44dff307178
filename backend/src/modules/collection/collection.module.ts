import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { MarketMovementsModule } from '../market-movements';
import { UsersModule } from '../users';
import { ValuationsModule } from '../valuations';
import { CollectionScheduleController } from './collection-schedule.controller';
import { CollectionController } from './collection.controller';
import { CollectionService } from './collection.service';
import { ExcludedItem } from './entities/excluded-item.entity';
import { ScheduleShare } from './entities/schedule-share.entity';
import { ScheduleSharesService } from './schedule-shares.service';
import { SharedSchedulesController } from './shared-schedules.controller';

/**
 * My collection (issue 34): the customer's valued items (read through the valuations and
 * market-movements doors), the items left out of the schedule and the schedule's shares (its
 * own tables), the CSV, and the public shared schedule.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ScheduleShare, ExcludedItem]),
    AuthModule,
    UsersModule,
    ValuationsModule,
    MarketMovementsModule,
  ],
  controllers: [CollectionController, SharedSchedulesController, CollectionScheduleController],
  providers: [CollectionService, ScheduleSharesService],
  exports: [CollectionService, ScheduleSharesService],
})
export class CollectionModule {}
