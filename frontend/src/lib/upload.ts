import { useCallback } from 'react';
import { apiErrorOf } from './apiError';
import { apiBaseUrl, baseQueryApiOf, reauthenticate, refreshSettled } from './baseQueryWithReauth';
import { useAppDispatch, type AppThunk } from './hooks';
import { tokenStorage } from './session';
import { networkError, sendFormRetrying, type UploadOptions } from './sendForm';

export type { ProgressListener, UploadOptions } from './sendForm';

/**
 * POSTs a multipart form to the API path `path` (relative to /api) and resolves with the answer's
 * JSON: the one way the app uploads files (valuation photos, chat attachments). It reports
 * progress, sends the bearer token, and after a 401 gets a fresh token through the same refresh
 * as every RTK Query call (`reauthenticate`: one refresh for many parallel 401s, across tabs) and
 * sends once more, rebuilding the form with `makeBody`. With `options.idempotencyKey`, no answer or a
 * 5xx is tried again with the same key (sendFormRetrying). Rejects with the app's one error shape,
 * `ApiError` (the server's {error, details}, or the network notice).
 */
export function uploadForm<T>(
  path: string,
  makeBody: () => FormData,
  options: UploadOptions = {},
): AppThunk<Promise<T>> {
  return async (dispatch, getState, extra) => {
    const url = `${apiBaseUrl()}${path}`;
    await refreshSettled(extra);
    const sentToken = tokenStorage.get();
    let answer = await sendFormRetrying(url, makeBody, options);
    if (answer.status === 401) {
      const api = baseQueryApiOf(dispatch, getState, extra, 'upload');
      const outcome = await reauthenticate(api, sentToken);
      if (outcome.retry) {
        options.onProgress?.(0);
        answer = await sendFormRetrying(url, makeBody, options);
      } else if (outcome.reason === 'unreachable') {
        throw networkError();
      }
    }
    if (answer.status >= 200 && answer.status < 300) return answer.body as T;
    throw apiErrorOf(answer.status, answer.body);
  };
}

/** `uploadForm` bound to this store: `upload(path, makeBody, options)`. */
export function useUpload() {
  const dispatch = useAppDispatch();
  return useCallback(
    <T>(path: string, makeBody: () => FormData, options?: UploadOptions) =>
      dispatch(uploadForm<T>(path, makeBody, options)),
    [dispatch],
  );
}
