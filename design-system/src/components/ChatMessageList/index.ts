export {
  ChatMessageList,
  SCROLL_TO_BOTTOM_LABEL,
  MESSAGES_LABEL,
  type ChatMessageListProps,
} from './ChatMessageList';
