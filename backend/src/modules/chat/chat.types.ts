import { CHAT_ATTACHMENTS_FIELD, CHAT_LIMITS, UPLOAD_KINDS } from '@valuation/contracts';
import type { UploadRules } from '../../infrastructure/uploads/upload-pipeline';

export const CHAT_ERRORS = {
  messageNotFound: 'Message not found',
  attachmentNotFound: 'Attachment not found',
  conversationNotFound: 'Conversation not found',
  beforeUnknown: 'The before parameter must be a message of this conversation.',
  valuationNotYours: 'This valuation request was not found among yours.',
  assigneeNotStaff: 'The assignee must be an expert or an admin.',
  contentTooLong: `Message must be at most ${CHAT_LIMITS.maxContentLength} characters`,
  controlCharacters: 'Message must not contain control characters.',
} as const;

export const SYSTEM_SENDER = { id: 'system', name: 'Luxe Valuations' } as const;

/** Who is acting: the customer (own conversation) or a staff member (expert or admin). */
export interface ChatActor {
  id: string;
  role: 'customer' | 'expert' | 'admin';
  /** The first name shown beside their messages (looked up when not given). */
  firstName?: string;
}

export const isStaff = (actor: ChatActor): boolean => actor.role !== 'customer';

/** What a chat message's multipart form takes (the one upload pipeline reads it). */
export const CHAT_UPLOAD_RULES: UploadRules = {
  fileField: CHAT_ATTACHMENTS_FIELD,
  maxFiles: CHAT_LIMITS.maxAttachments,
  maxFileBytes: CHAT_LIMITS.maxAttachmentBytes,
  types: CHAT_LIMITS.attachmentTypes,
  kinds: UPLOAD_KINDS.attachments,
  noun: 'attachments',
  isKnownField: (name) => name === 'content' || name === 'valuationId',
};
