import { IDEMPOTENCY_KEY_HEADER, NOTICES } from '@valuation/contracts';
import type { ApiError } from './apiError';
import { tokenStorage } from './session/tokenStorage';

/** Progress of an upload in percent (0–100). */
export type ProgressListener = (percent: number) => void;

export interface UploadOptions {
  /** Called as the body goes out; back to 0 when it is sent again after a refresh. */
  onProgress?: ProgressListener;
  /** Aborts the upload (leaving the page): it rejects with the network notice. */
  signal?: AbortSignal;
  /**
   * The creation's Idempotency-Key (contracts: IDEMPOTENCY_KEY_HEADER), one per message or
   * request: sent on every try, it lets `sendFormRetrying` try again after no answer or a 5xx.
   */
  idempotencyKey?: string;
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
    if (options.idempotencyKey)
      xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
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

/** The waits before trying a creation again (no answer, or a 5xx: a server stopped mid-way). */
export const RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

/**
 * `sendForm`, tried again after no answer or a 5xx when the form carries an Idempotency-Key: the
 * server answers a key it has stored with what it stored, so a try whose answer was lost is never
 * a second message or request. Without a key, one try.
 */
export async function sendFormRetrying(
  url: string,
  makeBody: () => FormData,
  options: UploadOptions,
  token: string | null = tokenStorage.get(),
): Promise<Answer> {
  for (let attempt = 0; ; attempt += 1) {
    const last = !options.idempotencyKey || attempt >= RETRY_DELAYS_MS.length;
    try {
      const answer = await sendForm(url, makeBody(), options, token);
      if (answer.status < 500 || last) return answer;
    } catch (error) {
      if (last || options.signal?.aborted) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
    if (options.signal?.aborted) throw networkError();
    options.onProgress?.(0);
  }
}

/** A fresh Idempotency-Key: 32 hex digits (crypto.randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
