import { API_BASE } from '@valuation/contracts';
import { apiErrorOf, NETWORK_ERROR_MESSAGE, REQUEST_TIMEOUT_MS, type ApiError } from './apiError';

/**
 * The product's one way to call the API with fetch outside RTK Query (whose fetchBaseQuery is the
 * app's): the site shell's calls (lib/session/sessionFetch.ts) and the token refresh of both hosts
 * (lib/session/refresh.ts). Same base URL, headers, time-out and error shape as the base query.
 */

/** `/api` on the page's own origin (absolute, so it also works where fetch needs full URLs). */
export function apiBaseUrl(): string {
  const origin = typeof window !== 'undefined' ? window.location?.origin : undefined;
  return origin && origin !== 'null' ? `${origin}${API_BASE}` : API_BASE;
}

/** A call: GET unless said, a JSON body, query parameters. */
export interface JsonRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
}

const networkError: ApiError = { status: 'NETWORK_ERROR', error: NETWORK_ERROR_MESSAGE };

function urlOf(path: string, query: JsonRequest['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(name, String(value));
  const search = params.toString();
  return `${apiBaseUrl()}${path}${search ? `?${search}` : ''}`;
}

/**
 * Sends `request` to the API path `path`, with `token` as bearer when given and the cookies (the
 * refresh cookie) both ways. Rejects with the network notice when no answer came within
 * REQUEST_TIMEOUT_MS; any answer resolves.
 */
export async function sendJson(
  path: string,
  request: JsonRequest,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(urlOf(path, request.query), {
      method: request.method ?? 'GET',
      credentials: 'include',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw networkError;
  }
}

/** The answer's JSON, or the app's ApiError: the server's {error, details}, else its status. */
export async function answerOf<T>(response: Response): Promise<T> {
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

/**
 * POST `body` as JSON to `path` without the stored session: sign-in, registration and the
 * passkey sign-in, whose 401 is a refused sign-in, never "refresh and retry".
 */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  return answerOf<T>(await sendJson(path, { method: 'POST', body }, null));
}
