import { API, type AuthResponse } from '@valuation/contracts';
import { apiErrorOf, NETWORK_ERROR_MESSAGE, REQUEST_TIMEOUT_MS, type ApiError } from '../apiError';
import { apiBaseUrl } from '../postJson';
import { browserTabSync } from './browserTabs';
import type { TabSync } from './tabSync';
import { tokenStorage } from './tokenStorage';

/** A call of `fetchWithSession`: GET unless said, a JSON body, query parameters. */
export interface SessionRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
}

const networkError: ApiError = { status: 'NETWORK_ERROR', error: NETWORK_ERROR_MESSAGE };

let tabs: TabSync | undefined;
const tabsOf = (): TabSync => (tabs ??= browserTabSync());

function urlOf(path: string, query: SessionRequest['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(name, String(value));
  const search = params.toString();
  return `${apiBaseUrl()}${path}${search ? `?${search}` : ''}`;
}

async function send(path: string, request: SessionRequest, token: string | null) {
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

async function answerOf<T>(response: Response): Promise<T> {
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

let refreshing: Promise<string | null> | undefined;

/**
 * A fresh access token after a 401 to a request sent with `sentToken`, as the app's base query
 * gets one (lib/baseQueryWithReauth.ts, ADR 005): one refresh at a time in this tab and, under
 * the tabs' lock, across tabs (a token another tab stored meanwhile is reused). Null when the
 * server refused (the stored token is cleared: signed out); a network error when no answer came.
 */
export function refreshedToken(sentToken: string | null): Promise<string | null> {
  refreshing ??= tabsOf()
    .withRefreshLock(async () => {
      const latest = tokenStorage.get();
      if (latest !== sentToken) return latest;
      const response = await send(API.auth.refreshToken, { method: 'POST' }, null);
      if (!response.ok) {
        if (response.status >= 500) throw { status: response.status } satisfies ApiError;
        tokenStorage.clear();
        return null;
      }
      const { token } = await answerOf<AuthResponse>(response);
      tokenStorage.set(token);
      tabsOf().post({ type: 'tokenRefreshed', token });
      return token;
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/**
 * A call to the API path `path` with the stored session, for pages without the app's RTK Query
 * (the site shell, ADR 012): the stored access token as bearer, one refresh and a replay on a 401
 * (the refresh cookie travels), and the same ApiError shape as the app's API layer
 * (lib/apiError.ts) on failure.
 */
export async function fetchWithSession<T>(path: string, request: SessionRequest = {}): Promise<T> {
  const sentToken = tokenStorage.get();
  let response = await send(path, request, sentToken);
  if (response.status === 401 && sentToken) {
    const token = await refreshedToken(sentToken);
    if (!token) throw apiErrorOf(401, await response.json().catch(() => undefined));
    response = await send(path, request, token);
  }
  return answerOf<T>(response);
}

/** Tells the other tabs this one signed out (they sign out too). */
export function announceSignOut(): void {
  tabsOf().post({ type: 'signedOut' });
}

/** Listens to the other tabs' sign-outs and refreshes; returns the unsubscribe. */
export function followTabs(listener: Parameters<TabSync['subscribe']>[0]): () => void {
  return tabsOf().subscribe(listener);
}
