import { useCallback } from 'react';
import { NOTICES } from '@valuation/contracts';
import { apiErrorOf, type ApiError } from './apiError';
import { apiBaseUrl, baseQueryApiOf, reauthenticate, refreshSettled } from './baseQueryWithReauth';
import { useAppDispatch, type AppThunk } from './hooks';
import { tokenStorage } from './session';

/** Progress of an upload in percent (0–100). */
export type ProgressListener = (percent: number) => void;

export interface UploadOptions {
  /** Called as the body goes out; back to 0 when it is sent again after a refresh. */
  onProgress?: ProgressListener;
  /** Aborts the upload (leaving the page): it rejects with the network notice. */
  signal?: AbortSignal;
}

interface Answer {
  status: number;
  body: unknown;
}

const networkError = (): ApiError => ({ status: 'NETWORK_ERROR', error: NOTICES.networkError });

/**
 * One POST of `body` through XMLHttpRequest (fetch reports no upload progress), with the bearer
 * token and the cookies. No time-out: uploads are not cut off by the 10 s of other calls
 * (contracts: departures); progress shows a slow line at work. No answer rejects with the network
 * notice.
 */
function send(url: string, body: FormData, options: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(networkError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = tokenStorage.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let parsed: unknown;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        parsed = undefined;
      }
      resolve({ status: xhr.status, body: parsed });
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(networkError());
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * POSTs a multipart form to the API path `path` (relative to /api) and resolves with the answer's
 * JSON: the one way the app uploads files (valuation photos, chat attachments). It reports
 * progress, sends the bearer token, and after a 401 gets a fresh token through the same refresh
 * as every RTK Query call (`reauthenticate`: one refresh for many parallel 401s, across tabs) and
 * sends once more, rebuilding the form with `makeBody`. Rejects with the app's one error shape,
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
    let answer = await send(url, makeBody(), options);
    if (answer.status === 401) {
      const api = baseQueryApiOf(dispatch, getState, extra, 'upload');
      const outcome = await reauthenticate(api, sentToken);
      if (outcome.retry) {
        options.onProgress?.(0);
        answer = await send(url, makeBody(), options);
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
