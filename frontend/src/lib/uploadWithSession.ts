import { apiErrorOf } from './apiError';
import { apiBaseUrl } from './http';
import { sendFormRetrying, type UploadOptions } from './sendForm';
import { tokenStorage } from './session/tokenStorage';

/**
 * POSTs a multipart form to the API path `path` (relative to /api) and resolves with the answer's
 * JSON: the one way the product uploads files (valuation photos, chat attachments), in the app and
 * in the site shell. It reports progress, sends the bearer token, and after a 401 asks `refresh`
 * (the host's way to the product's one token refresh, lib/session/refresh.ts) for a fresh token
 * (null: none) and sends once more, rebuilding the form with `makeBody`. With `options.idempotencyKey`, no
 * answer or a 5xx is tried again with the same key (sendFormRetrying). Rejects with the app's one
 * error shape, `ApiError` (the server's {error, details}, or the network notice).
 */
export async function uploadWithSession<T>(
  path: string,
  makeBody: () => FormData,
  options: UploadOptions,
  refresh: (sentToken: string | null) => Promise<string | null>,
): Promise<T> {
  const url = `${apiBaseUrl()}${path}`;
  const sentToken = tokenStorage.get();
  let answer = await sendFormRetrying(url, makeBody, options, sentToken);
  if (answer.status === 401) {
    const token = await refresh(sentToken);
    if (token) {
      options.onProgress?.(0);
      answer = await sendFormRetrying(url, makeBody, options, token);
    }
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body as T;
  throw apiErrorOf(answer.status, answer.body);
}
