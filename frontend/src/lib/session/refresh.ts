import { API, type AuthResponse } from '@valuation/contracts';
import { apiErrorOf, type ApiError } from '../apiError';
import { sendJson } from '../http';
import type { SessionLink } from './tabSync';
import { tokenStorage } from './tokenStorage';

/** What a 401 came to: send again with `token`, or stop (signed out, or no answer to the refresh). */
export type RefreshOutcome =
  | { retry: true; token: string }
  /** The server refused the refresh: the stored token is cleared. */
  | { retry: false; reason: 'refused' }
  /** Somebody else's refresh failed, or the user signed out, while this request was out. */
  | { retry: false; reason: 'signedOut' }
  /** No answer (offline, time-out, a 5xx): the session may well be fine and is kept. */
  | { retry: false; reason: 'unreachable'; error: ApiError };

/**
 * After a request sent with `sentToken` was answered 401: the one way a tab gets a fresh access
 * token (ADR 005), for the app's base query and uploads (lib/baseQueryWithReauth.ts) and the site
 * shell's calls (lib/session/sessionFetch.ts) alike.
 * Parallel 401s queue behind the tab's mutex: the first refreshes, the others see the token has
 * changed and replay with it. The refresh itself runs under the tabs' lock (Web Locks
 * 'auth-refresh'): a tab that waited for it and finds a token another tab stored meanwhile reuses
 * that one, so tabs whose tokens expire together make one POST /auth/refresh-token. Only the
 * server's refusal clears the token; no answer keeps it (the next request tries again).
 */
export async function refreshAfter401(
  { tabs, refreshMutex }: SessionLink,
  sentToken: string | null,
): Promise<RefreshOutcome> {
  const release = await refreshMutex.acquire();
  try {
    const current = tokenStorage.get();
    // Somebody else refreshed while this request was out: replay with their token.
    if (current && current !== sentToken) return { retry: true, token: current };
    if (sentToken && !current) return { retry: false, reason: 'signedOut' };
    return await tabs.withRefreshLock(async (): Promise<RefreshOutcome> => {
      // While this tab waited for the lock, another tab may have refreshed (or failed to).
      const latest = tokenStorage.get();
      if (latest !== sentToken)
        return latest ? { retry: true, token: latest } : { retry: false, reason: 'signedOut' };
      let response: Response;
      try {
        response = await sendJson(API.auth.refreshToken, { method: 'POST' }, null);
      } catch (error) {
        return { retry: false, reason: 'unreachable', error: error as ApiError };
      }
      const body = (await response.json().catch(() => undefined)) as
        Partial<AuthResponse> | undefined;
      if (response.ok && typeof body?.token === 'string' && body.token) {
        tokenStorage.set(body.token);
        tabs.post({ type: 'tokenRefreshed', token: body.token });
        return { retry: true, token: body.token };
      }
      if (response.status >= 500)
        return { retry: false, reason: 'unreachable', error: apiErrorOf(response.status, body) };
      tokenStorage.clear();
      return { retry: false, reason: 'refused' };
    });
  } finally {
    release();
  }
}

/** Resolves once no refresh of this tab is in flight, so a request goes out with the new token. */
export function refreshSettled(link: SessionLink): Promise<void> {
  return link.refreshMutex.waitForUnlock();
}
