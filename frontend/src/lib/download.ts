import { useCallback } from 'react';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { baseQueryApiOf, baseQueryWithReauth } from './baseQueryWithReauth';
import { useAppDispatch, type AppThunk } from './hooks';

/**
 * The file name a server asked for (`Content-Disposition: attachment; filename="…"`, or the
 * RFC 5987 `filename*=UTF-8''…`), else `fallback`. Never a path: only its last segment.
 */
export function filenameFrom(contentDisposition: string | null | undefined, fallback: string) {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  let name = '';
  try {
    name = match?.[1] ? decodeURIComponent(match[1].trim()) : '';
  } catch {
    name = match?.[1]?.trim() ?? '';
  }
  const safe = name.split(/[\\/]/).pop()?.trim();
  return safe || fallback;
}

/**
 * Hands `blob` to the browser as a download named `filename`: an object URL on a temporary
 * `<a download>`, clicked, then released.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Let the click start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** How the saved file is named: `name` always, else the server's name, else `fallbackName`. */
export type DownloadName = { name: string } | { fallbackName: string };

/**
 * GETs the API path `path` (relative to /api) and saves the answer as a file: the one way the app
 * downloads a file behind the bearer token (certificates, the data export). The request goes
 * through the base query itself, so it has the same bearer header, time-out and one refresh on a
 * 401 as every RTK Query call. Resolves with the file's name; rejects with the app's `ApiError`
 * (nothing is saved).
 */
export function downloadFile(path: string, naming: DownloadName): AppThunk<Promise<string>> {
  return async (dispatch, getState, extra) => {
    const result = await requestFile(path, undefined, dispatch, getState, extra);
    const headers = (result.meta as FetchBaseQueryMeta | undefined)?.response?.headers;
    const filename =
      'name' in naming
        ? naming.name
        : filenameFrom(headers?.get('Content-Disposition'), naming.fallbackName);
    saveBlob(result.data as Blob, filename);
    return filename;
  };
}

/**
 * POSTs `body` (JSON) to the API path `path` and resolves with the file it answers (the
 * certificate's preview), through the same base query as `downloadFile`; rejects with `ApiError`.
 */
export function postForFile(path: string, body: unknown): AppThunk<Promise<Blob>> {
  return async (dispatch, getState, extra) =>
    (await requestFile(path, body, dispatch, getState, extra)).data as Blob;
}

async function requestFile(
  path: string,
  body: unknown,
  ...[dispatch, getState, extra]: Parameters<AppThunk<unknown>>
) {
  const api = baseQueryApiOf(dispatch, getState, extra, 'download');
  const result = await baseQueryWithReauth(
    {
      url: path,
      headers: { Accept: '*/*' },
      ...(body === undefined ? {} : { method: 'POST', body }),
      responseHandler: (response: Response) =>
        response.ok ? response.blob() : response.json().catch(() => undefined),
    },
    api,
    {},
  );
  if (result.error) throw result.error;
  return result;
}

/** `postForFile` bound to this store. */
export function usePostForFile() {
  const dispatch = useAppDispatch();
  return useCallback(
    (path: string, body: unknown) => dispatch(postForFile(path, body)),
    [dispatch],
  );
}

/** `downloadFile` bound to this store: `download(path, naming)`. */
export function useDownload() {
  const dispatch = useAppDispatch();
  return useCallback(
    (path: string, naming: DownloadName) => dispatch(downloadFile(path, naming)),
    [dispatch],
  );
}
