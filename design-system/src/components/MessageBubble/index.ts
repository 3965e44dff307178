export {
  MessageBubble,
  MessageStatusIcon,
  AttachmentThumbnail,
  type ChatMessageView,
  type AttachmentThumbnailProps,
  type MessageBubbleProps,
} from './MessageBubble';
export { formatMessageTime } from './messageTime';
