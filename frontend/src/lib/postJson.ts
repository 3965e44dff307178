import { API_BASE } from '@valuation/contracts';
import { apiErrorOf, NETWORK_ERROR_MESSAGE, REQUEST_TIMEOUT_MS, type ApiError } from './apiError';

/** `/api` on the page's own origin (absolute, so it also works where fetch needs full URLs). */
export function apiBaseUrl(): string {
  const origin = typeof window !== 'undefined' ? window.location?.origin : undefined;
  return origin && origin !== 'null' ? `${origin}${API_BASE}` : API_BASE;
}

/**
 * POST `body` as JSON to the API path `path` with fetch, for pages without the app's RTK Query
 * (the site shell, ADR 012). Resolves with the answer's JSON; rejects with the same ApiError as
 * the app's API layer (lib/apiError.ts): the server's {error, details}, or the network notice when
 * no answer came within REQUEST_TIMEOUT_MS. Cookies travel both ways (the refresh cookie).
 */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw { status: 'NETWORK_ERROR', error: NETWORK_ERROR_MESSAGE } satisfies ApiError;
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    if (response.ok) throw { status: 'PARSING_ERROR' } satisfies ApiError;
    throw { status: response.status } satisfies ApiError;
  }
  if (!response.ok) throw apiErrorOf(response.status, data);
  return data as T;
}
