export {
  ChatComposer,
  SEND_LABEL,
  ATTACH_LABEL,
  EMOJI_LABEL,
  ABOUT_REQUEST_LABEL,
  MESSAGE_LABEL,
  type ChatComposerProps,
  type ChatDraft,
  type ComposerValuationOption,
} from './ChatComposer';
export { addAttachments, isAcceptedFile } from './attachments';
export { EMOJI_PICKER_HEIGHT, EMOJI_PICKER_MIN_HEIGHT } from './EmojiPickerPanel';
export { SAVED_REPLY_PICKER_TEXTS } from './SavedReplyPicker';
export { insertReply, matchReplies, slashQuery } from './savedReplySlash';
