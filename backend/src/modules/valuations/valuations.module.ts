import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PaymentsConfig } from '../../infrastructure/config/payments.config';
import { AuthModule } from '../auth';
import { NotificationsModule } from '../notifications';
import { UsersModule } from '../users';
import { CatalogueController } from './catalogue.controller';
import { ValuationPhoto } from './entities/valuation-photo.entity';
import { ValuationRequest } from './entities/valuation-request.entity';
import { ValuationTimelineEntry } from './entities/valuation-timeline-entry.entity';
import { Payment } from './payments/payment.entity';
import { PAYMENT_PROVIDER } from './payments/payment-provider';
import { PaymentsController } from './payments/payments.controller';
import { PaymentsService } from './payments/payments.service';
import { StripeEventsService } from './payments/stripe-events.service';
import { TestCheckoutService } from './payments/test-checkout.service';
import { ProcessedPaymentEvent } from './payments/processed-payment-event.entity';
import { StripePaymentProvider } from './payments/stripe-payment.provider';
import { TestCheckout } from './payments/test-checkout.entity';
import { TestPaymentProvider } from './payments/test-payment.provider';
import { PhotoStorageService } from './photo-storage.service';
import { ValuationJobsService } from './valuation-jobs.service';
import { ValuationLifecycleService } from './valuation-lifecycle.service';
import { ValuationPhotosController } from './valuation-photos.controller';
import { ValuationsController } from './valuations.controller';
import { ValuationCreationService } from './valuation-creation.service';
import { ValuationPhotosService } from './valuation-photos.service';
import { ValuationsService } from './valuations.service';
import { ValuationDirectoryService } from './valuation-directory.service';
import { ValuedItemsService } from './valued-items.service';
import { ValuationQueueService } from './valuation-queue.service';
import { RevaluationRequestsService } from './revaluation-requests.service';

/**
 * Valuation requests end to end for the customer: the catalogue, requests and photos, the
 * lifecycle (exported: the staff console changes statuses through it), payments behind one
 * provider interface (the built-in test provider, or Stripe Checkout when configured). Its tables
 * are its own: the staff console and market movements read and change requests through the
 * exported services (the queue, the directory, revaluations).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ValuationRequest,
      ValuationPhoto,
      ValuationTimelineEntry,
      Payment,
      TestCheckout,
      ProcessedPaymentEvent,
    ]),
    AuthModule,
    UsersModule,
    NotificationsModule,
  ],
  controllers: [
    CatalogueController,
    ValuationPhotosController,
    ValuationsController,
    PaymentsController,
  ],
  providers: [
    PhotoStorageService,
    ValuationDirectoryService,
    ValuedItemsService,
    ValuationLifecycleService,
    ValuationsService,
    ValuationCreationService,
    ValuationPhotosService,
    PaymentsService,
    TestCheckoutService,
    StripeEventsService,
    ValuationJobsService,
    ValuationQueueService,
    RevaluationRequestsService,
    {
      provide: PAYMENT_PROVIDER,
      inject: [ConfigService, getRepositoryToken(TestCheckout)],
      useFactory: (config: ConfigService, checkouts: Repository<TestCheckout>) => {
        const stripe = config.getOrThrow<PaymentsConfig>('payments').stripe;
        return stripe ? new StripePaymentProvider(stripe) : new TestPaymentProvider(checkouts);
      },
    },
  ],
  exports: [
    ValuationLifecycleService,
    ValuationsService,
    ValuationJobsService,
    PaymentsService,
    PhotoStorageService,
    ValuationDirectoryService,
    ValuationPhotosService,
    ValuedItemsService,
    ValuationQueueService,
    RevaluationRequestsService,
  ],
})
export class ValuationsModule {}
