// The valuations module's public door: what other modules may import from it. Everything else in
// modules/valuations is its own (eslint's import-x/no-restricted-paths fails a deep import).
export { PhotoQueryDto } from './dto/photo-query.dto';
export {
  ExportedValuationDto,
  RespondToInfoDto,
  ValuationDto,
  ValuationResponseDto,
  ValuationSummaryDto,
} from './dto/valuation.dto';
export { ValuationPhoto } from './entities/valuation-photo.entity';
export { ValuationRequest } from './entities/valuation-request.entity';
export { ValuationTimelineEntry } from './entities/valuation-timeline-entry.entity';
export type { VisitPaymentPurpose } from './payments/payment-provider';
export { Payment } from './payments/payment.entity';
export { PaymentsService } from './payments/payments.service';
export {
  DescribeVisitPayment,
  OwnVisitAnswer,
  SettleVisitPayment,
} from './payments/visit-payments';
export type { VisitPaymentDescription } from './payments/visit-payments';
export { PhotoStorageService } from './photo-storage.service';
export type { StoredPhoto } from './photo-storage.service';
export { photoRows } from './valuation-creation.service';
export { ValuationJobsService } from './valuation-jobs.service';
export { ValuationPhotosService } from './valuation-photos.service';
export { CUSTOMER_ACTOR, ValuationLifecycleService } from './valuation-lifecycle.service';
export { newReference } from './valuation-reference';
export { ValuationDirectoryService } from './valuation-directory.service';
export { ValuedItemsService } from './valued-items.service';
export type { ValuedItem, ValuedItemValuation } from './valued-items.service';
export { ValuationStatusChanged } from './valuation.events';
export { toValuationSummary } from './valuation.mapper';
export { ValuationsModule } from './valuations.module';
export { ValuationsService } from './valuations.service';
