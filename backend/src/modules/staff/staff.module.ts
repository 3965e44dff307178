import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CertificatesModule } from '../certificates/certificates.module';
import { ChatModule } from '../chat/chat.module';
import { ChatSendingService } from '../chat/chat-sending.service';
import { User } from '../users/entities/user.entity';
import { ValuationPhoto } from '../valuations/entities/valuation-photo.entity';
import { ValuationRequest } from '../valuations/entities/valuation-request.entity';
import { ValuationsModule } from '../valuations/valuations.module';
import { RevaluationJobs } from './revaluation-jobs';
import { STAFF_CHAT } from './staff-chat.port';
import { StaffValuationsController } from './staff-valuations.controller';
import { StaffValuationsService } from './staff-valuations.service';
import { ValuationCertificateController } from './valuation-certificate.controller';

/** The staff console's API (docs/product.md §2.20) and the certificate download (§2.21). */
@Module({
  imports: [
    TypeOrmModule.forFeature([ValuationRequest, ValuationPhoto, User]),
    AuthModule,
    ValuationsModule,
    CertificatesModule,
    ChatModule,
  ],
  controllers: [StaffValuationsController, ValuationCertificateController],
  providers: [
    StaffValuationsService,
    RevaluationJobs,
    // "Request more information" also reaches the customer's chat.
    { provide: STAFF_CHAT, useExisting: ChatSendingService },
  ],
})
export class StaffModule {}
