export {
  RevaluationNotice,
  revaluationNoticeTitle,
  ValuationRequestScreen,
  ValuationStatusChip,
  cancellationNotice,
  formatDate,
  formatDateTime,
  type RevaluationNoticeProps,
  type StatefulLink,
  type ValuationRequestScreenProps,
} from './ValuationRequestScreen';
