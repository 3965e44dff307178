import {
  API,
  NOTICES,
  VALUATION_IMAGES_FIELD,
  type CreateValuationFields,
  type ValuationResponse,
} from '@valuation/contracts';
import type { ApiError } from '../../lib/apiError';
import { apiBaseUrl } from '../../lib/baseQueryWithReauth';
import { tokenStorage } from '../../lib/session';

/** Progress of an upload in percent (0–100). */
export type ProgressListener = (percent: number) => void;

export interface UploadOptions {
  onProgress?: ProgressListener;
  /**
   * After a 401: refresh the session as the base query does (one refresh per request). Resolves
   * once done; the upload is then tried once more if the token changed.
   */
  refresh?: () => Promise<unknown>;
  /** Aborts the upload (leaving the page). */
  signal?: AbortSignal;
}

/** The multipart form of POST /api/valuations: every field as a text part, then the photos. */
export function valuationFormData(fields: CreateValuationFields, photos: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (name === 'address') form.append('address', JSON.stringify(value));
    else form.append(name, typeof value === 'boolean' ? String(value) : String(value));
  }
  for (const photo of photos) form.append(VALUATION_IMAGES_FIELD, photo, photo.name);
  return form;
}

export function photosFormData(photos: File[]): FormData {
  const form = new FormData();
  for (const photo of photos) form.append(VALUATION_IMAGES_FIELD, photo, photo.name);
  return form;
}

interface XhrResult {
  status: number;
  body: unknown;
}

/**
 * One POST through XMLHttpRequest: its upload reports progress, and it has no time-out (uploads
 * are not cut off by the 10 s of other calls, contracts: departures). Network failures reject
 * with the product's network notice.
 */
function send(url: string, body: FormData, options: UploadOptions): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = tokenStorage.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(100, (event.loaded / event.total) * 100));
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
    const networkFailure = () =>
      reject({ status: 'NETWORK_ERROR', error: NOTICES.networkError } satisfies ApiError);
    xhr.onerror = networkFailure;
    xhr.onabort = networkFailure;
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function asApiError(result: XhrResult): ApiError {
  const body = result.body as { error?: unknown; details?: unknown } | undefined;
  const error: ApiError = { status: result.status };
  if (body && typeof body.error === 'string') error.error = body.error;
  if (body && Array.isArray(body.details)) error.details = body.details as ApiError['details'];
  return error;
}

async function postMultipart<T>(
  path: string,
  makeBody: () => FormData,
  options: UploadOptions,
): Promise<T> {
  const url = `${apiBaseUrl()}${path}`;
  const sentToken = tokenStorage.get();
  let result = await send(url, makeBody(), options);
  if (result.status === 401 && options.refresh) {
    await options.refresh().catch(() => undefined);
    const token = tokenStorage.get();
    if (token && token !== sentToken) {
      options.onProgress?.(0);
      result = await send(url, makeBody(), options);
    }
  }
  if (result.status >= 200 && result.status < 300) return result.body as T;
  throw asApiError(result);
}

/** POST /api/valuations: the request with its photos → the new request (awaiting payment). */
export function uploadValuation(
  fields: CreateValuationFields,
  photos: File[],
  options: UploadOptions = {},
): Promise<ValuationResponse> {
  return postMultipart(API.valuations.create, () => valuationFormData(fields, photos), options);
}

/** POST /api/valuations/:id/photos: more photos for a request. */
export function uploadPhotos(
  id: string,
  photos: File[],
  options: UploadOptions = {},
): Promise<ValuationResponse> {
  return postMultipart(API.valuations.photos(id), () => photosFormData(photos), options);
}
