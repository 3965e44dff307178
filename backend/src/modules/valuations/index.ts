// The valuations module's public door: what other modules may import from it. Everything else in
// modules/valuations is its own (eslint's import-x/no-restricted-paths fails a deep import). Its
// entities are exported as types only: another module reads a row it was given, never the table
// (only this module injects their repositories; scripts/module-graph.mjs --check).
export { PhotoQueryDto } from './dto/photo-query.dto';
export {
  ExportedValuationDto,
  RespondToInfoDto,
  ValuationDto,
  ValuationResponseDto,
  ValuationSummaryDto,
} from './dto/valuation.dto';
export type { ValuationPhoto } from './entities/valuation-photo.entity';
export type { ValuationRequest } from './entities/valuation-request.entity';
export type { VisitPaymentPurpose } from './payments/payment-provider';
export type { Payment } from './payments/payment.entity';
export { PaymentsService } from './payments/payments.service';
export {
  DescribeVisitPayment,
  OwnVisitAnswer,
  SettleVisitPayment,
} from './payments/visit-payments';
export type { VisitPaymentDescription } from './payments/visit-payments';
export { PhotoStorageService } from './photo-storage.service';
export type { StoredPhoto } from './photo-storage.service';
export {
  REVALUATION_PHOTOS_NOTE,
  RevaluationRequestsService,
} from './revaluation-requests.service';
export { ValuationJobsService } from './valuation-jobs.service';
export { ValuationPhotosService } from './valuation-photos.service';
export { CUSTOMER_ACTOR, ValuationLifecycleService } from './valuation-lifecycle.service';
export { ValuationDirectoryService } from './valuation-directory.service';
export type { ValuationReferenceRow } from './valuation-directory.service';
export {
  isOverdue,
  person,
  unknownCustomer,
  ValuationQueueService,
} from './valuation-queue.service';
export type { QueueViewer } from './valuation-queue.service';
export { ValuedItemsService } from './valued-items.service';
export type { ValuedItem, ValuedItemValuation } from './valued-items.service';
export { ValuationStatusChanged } from './valuation.events';
export { toValuationSummary } from './valuation.mapper';
export { ValuationsModule } from './valuations.module';
export { ValuationsService } from './valuations.service';
