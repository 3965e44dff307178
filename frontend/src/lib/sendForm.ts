import { NOTICES } from '@valuation/contracts';
import type { ApiError } from './apiError';
import { tokenStorage } from './session/tokenStorage';

/** Progress of an upload in percent (0–100). */
export type ProgressListener = (percent: number) => void;

export interface UploadOptions {
  /** Called as the body goes out; back to 0 when it is sent again after a refresh. */
  onProgress?: ProgressListener;
  /** Aborts the upload (leaving the page): it rejects with the network notice. */
  signal?: AbortSignal;
}

export interface Answer {
  status: number;
  body: unknown;
}

export const networkError = (): ApiError => ({
  status: 'NETWORK_ERROR',
  error: NOTICES.networkError,
});

/**
 * One POST of `body` through XMLHttpRequest (fetch reports no upload progress), with the bearer
 * token and the cookies. No time-out: uploads are not cut off by the 10 s of other calls
 * (contracts: departures); progress shows a slow line at work. No answer rejects with the network
 * notice.
 */
export function sendForm(
  url: string,
  body: FormData,
  options: UploadOptions,
  token: string | null = tokenStorage.get(),
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(networkError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
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
