import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { NotificationsModule } from '../notifications';
import { CertificatesModule } from '../certificates';
import { ChatModule } from '../chat';
import { ExpertProfilesModule } from '../expert-profiles';
import { UsersModule } from '../users';
import { ValuationsModule } from '../valuations';
import { RevaluationJobs } from './revaluation-jobs';
import { StaffUsersController } from './staff-users.controller';
import { StaffValuationsController } from './staff-valuations.controller';
import { StaffValuationsService } from './staff-valuations.service';
import { StaffWorkNotices } from './staff-work-notices.handler';
import { ValuationCertificateController } from './valuation-certificate.controller';
import { ValuationCompletionController } from './valuation-completion.controller';
import { ValuationCompletionService } from './valuation-completion.service';

/**
 * The staff console's API (docs/product.md §2.20), the certificate download (§2.21) and the
 * administration of accounts (`/staff/users`).
 */
@Module({
  imports: [
    AuthModule,
    NotificationsModule,
    ValuationsModule,
    CertificatesModule,
    ChatModule,
    ExpertProfilesModule,
    UsersModule,
  ],
  controllers: [
    StaffValuationsController,
    ValuationCompletionController,
    ValuationCertificateController,
    StaffUsersController,
  ],
  providers: [
    StaffValuationsService,
    ValuationCompletionService,
    RevaluationJobs,
    StaffWorkNotices,
  ],
})
export class StaffModule {}
