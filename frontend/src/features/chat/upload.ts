import { CHAT_ATTACHMENTS_FIELD, type ChatMessageResponse } from '@valuation/contracts';
import type { ChatDraft } from '@valuation/design-system';
import { apiBaseUrl } from '../../lib/baseQueryWithReauth';
import { tokenStorage } from '../../lib/session';

/** A refused or failed send: the HTTP status (0 when there was no answer) and the server's body. */
export class SendError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(
      typeof (data as { error?: unknown } | null)?.error === 'string'
        ? (data as { error: string }).error
        : `Send failed (${status})`,
    );
    this.name = 'SendError';
  }
}

export interface SendOptions {
  /** The API path (relative to /api) the multipart form goes to. */
  path: string;
  draft: ChatDraft;
  onProgress?: (percent: number) => void;
  /** Refreshes the access token; resolves when done (the next attempt reads the stored one). */
  refresh: () => Promise<unknown>;
}

function buildForm(draft: ChatDraft): FormData {
  const form = new FormData();
  if (draft.content) form.append('content', draft.content);
  if (draft.valuationId) form.append('valuationId', draft.valuationId);
  for (const file of draft.files) form.append(CHAT_ATTACHMENTS_FIELD, file, file.name);
  return form;
}

function post(path: string, form: FormData, onProgress?: (percent: number) => void) {
  return new Promise<ChatMessageResponse>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBaseUrl()}${path}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    const token = tokenStorage.get();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    // No time-out: a large upload on a slow line takes as long as it takes (progress shows it).
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300 && body) {
        resolve(body as ChatMessageResponse);
      } else {
        reject(new SendError(request.status, body));
      }
    };
    request.onerror = () => reject(new SendError(0, null));
    request.onabort = () => reject(new SendError(0, null));
    request.send(form);
  });
}

/**
 * Sends a chat message as multipart form data through XMLHttpRequest (fetch reports no upload
 * progress), with the bearer token; on a 401 it refreshes the token once and tries again.
 */
export async function sendChatMessage({
  path,
  draft,
  onProgress,
  refresh,
}: SendOptions): Promise<ChatMessageResponse> {
  try {
    return await post(path, buildForm(draft), onProgress);
  } catch (error) {
    if (!(error instanceof SendError) || error.status !== 401) throw error;
    await refresh();
    return post(path, buildForm(draft), onProgress);
  }
}
