export {
  MessageBubble,
  MessageStatusIcon,
  AttachmentThumbnail,
  formatMessageTime,
  type ChatMessageView,
  type MessageBubbleProps,
} from './MessageBubble';
