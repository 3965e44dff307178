export {
  ConversationInbox,
  INBOX_TITLE,
  INBOX_EMPTY,
  SEARCH_LABEL,
  SEARCH_DELAY_MS,
  VIEW_LABELS,
  STATUS_LABELS,
  type InboxFilters,
  type ConversationInboxProps,
} from './ConversationInbox';
