import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { NotificationsModule } from '../notifications';
import { UsersModule } from '../users';
import { ValuationsModule } from '../valuations';
import { MarketMovementEntity } from './entities/market-movement.entity';
import { MarketNoticeEntity } from './entities/market-notice.entity';
import { MarketEstimatesService } from './market-estimates.service';
import { MarketMovementsController } from './market-movements.controller';
import { MarketMovementsService } from './market-movements.service';
import { MarketNoticesController } from './market-notices.controller';
import { MarketNoticesService } from './market-notices.service';
import { MarketNotifyJob } from './market-notify.job';
import { MarketRevaluationService } from './market-revaluation.service';

/** Lifetime support: market movements, their notices and the revaluation from a notice. */
@Module({
  imports: [
    TypeOrmModule.forFeature([MarketMovementEntity, MarketNoticeEntity]),
    AuthModule,
    UsersModule,
    NotificationsModule,
    ValuationsModule,
  ],
  controllers: [MarketMovementsController, MarketNoticesController],
  providers: [
    MarketEstimatesService,
    MarketMovementsService,
    MarketNoticesService,
    MarketNotifyJob,
    MarketRevaluationService,
  ],
  exports: [MarketEstimatesService],
})
export class MarketMovementsModule {}
