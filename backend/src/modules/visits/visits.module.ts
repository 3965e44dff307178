import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { NotificationsModule } from '../notifications';
import { UsersModule } from '../users';
import { ValuationsModule } from '../valuations';
import { ExpertTimeOff } from './entities/expert-time-off.entity';
import { HomeVisitTimelineEntry } from './entities/home-visit-timeline-entry.entity';
import { HomeVisit } from './entities/home-visit.entity';
import { StaffVisitsController } from './staff-visits.controller';
import { StaffVisitsService } from './staff-visits.service';
import { VisitAvailabilityService } from './visit-availability.service';
import { VisitLifecycleService } from './visit-lifecycle.service';
import { VisitsController } from './visits.controller';
import { VisitsService } from './visits.service';
import { VISIT_PAYMENT_HANDLERS } from './visit-payment.handlers';

/**
 * Home visits by appointment: slots in Europe/London business hours, booking with a 30-minute
 * hold and a deposit through the payment interface of valuations, moving and cancelling, the
 * experts' agenda and time off.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([HomeVisit, HomeVisitTimelineEntry, ExpertTimeOff]),
    AuthModule,
    UsersModule,
    NotificationsModule,
    ValuationsModule,
  ],
  controllers: [VisitsController, StaffVisitsController],
  providers: [
    VisitAvailabilityService,
    VisitLifecycleService,
    VisitsService,
    StaffVisitsService,
    ...VISIT_PAYMENT_HANDLERS,
  ],
  exports: [VisitsService],
})
export class VisitsModule {}
