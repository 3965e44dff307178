export {
  ValuationRequestScreen,
  ValuationStatusChip,
  cancellationNotice,
  formatDate,
  formatDateTime,
  type StatefulLink,
  type ValuationRequestScreenProps,
} from './ValuationRequestScreen';
