import { CHAT_ATTACHMENTS_FIELD, type ChatMessageResponse } from '@valuation/contracts';
import type { ChatDraft } from '@valuation/design-system';
import { newIdempotencyKey } from '../../lib/sendForm';
import { uploadForm, type ProgressListener } from '../../lib/upload';

/** A chat message as multipart form data: its text, the request it is about, its files. */
export function chatFormData(draft: ChatDraft): FormData {
  const form = new FormData();
  if (draft.content) form.append('content', draft.content);
  if (draft.valuationId) form.append('valuationId', draft.valuationId);
  for (const file of draft.files) form.append(CHAT_ATTACHMENTS_FIELD, file, file.name);
  return form;
}

/**
 * Sends a chat message (POST `path`, relative to /api) through the app's one uploader, with the
 * message's Idempotency-Key: tried again after no answer or a 5xx, it is stored once.
 */
export function sendChatMessage(
  path: string,
  draft: ChatDraft,
  onProgress?: ProgressListener,
  idempotencyKey: string = newIdempotencyKey(),
) {
  return uploadForm<ChatMessageResponse>(path, () => chatFormData(draft), {
    onProgress,
    idempotencyKey,
  });
}
