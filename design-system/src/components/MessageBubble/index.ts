export {
  MessageBubble,
  MessageStatusIcon,
  AttachmentThumbnail,
  formatMessageTime,
  type ChatMessageView,
  type AttachmentThumbnailProps,
  type MessageBubbleProps,
} from './MessageBubble';
