export {
  RevaluationNotice,
  revaluationNoticeTitle,
  ValuationRequestScreen,
  cancellationNotice,
  formatDate,
  formatDateTime,
  type RevaluationNoticeProps,
  type StatefulLink,
  type ValuationRequestScreenProps,
} from './ValuationRequestScreen';
