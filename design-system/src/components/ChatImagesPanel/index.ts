export {
  CHAT_IMAGES_TITLE,
  ChatImagesPanel,
  NO_CHAT_IMAGES,
  type ChatImagesPanelProps,
} from './ChatImagesPanel';
