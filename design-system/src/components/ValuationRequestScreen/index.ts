export {
  ITEM_IDENTITY_TEXTS,
  ItemIdentityCard,
  type ItemIdentityCardProps,
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
export {
  INFO_REQUEST_TITLE,
  SEND_TO_EXPERT,
  infoRequestOf,
  photosSinceQuestion,
} from './InfoRequestPanel';
