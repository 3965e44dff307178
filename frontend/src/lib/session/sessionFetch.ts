import { apiErrorOf } from '../apiError';
import { answerOf, sendJson, type JsonRequest } from '../http';
import { createMutex } from '../mutex';
import { browserTabSync } from './browserTabs';
import { refreshAfter401, type RefreshOutcome } from './refresh';
import type { SessionLink, TabSync } from './tabSync';
import { tokenStorage } from './tokenStorage';

/** A call of `fetchWithSession`: GET unless said, a JSON body, query parameters. */
export type SessionRequest = JsonRequest;

/**
 * The site shell's session link (it has no store): the browser's tabs (the same Web Locks lock and
 * BroadcastChannel as the app's, so a refresh or sign-out in either is seen by the other) and the
 * page's one refresh mutex.
 */
let link: SessionLink | undefined;
const linkOf = (): SessionLink =>
  (link ??= { tabs: browserTabSync(), refreshMutex: createMutex() });

/**
 * A fresh access token after a 401 to a request sent with `sentToken`: the product's one refresh
 * (lib/session/refresh.ts). Null when signed out (refused, or ended meanwhile); rejects with the
 * network error when the refresh got no answer (the session is kept).
 */
export async function refreshedToken(sentToken: string | null): Promise<string | null> {
  const outcome: RefreshOutcome = await refreshAfter401(linkOf(), sentToken);
  if (outcome.retry) return outcome.token;
  if (outcome.reason === 'unreachable') throw outcome.error;
  return null;
}

/**
 * A call to the API path `path` with the stored session, for pages without the app's RTK Query
 * (the site shell, ADR 012): the stored access token as bearer, one refresh and a replay on a 401
 * (the refresh cookie travels), and the same ApiError shape as the app's API layer
 * (lib/apiError.ts) on failure.
 */
export async function fetchWithSession<T>(path: string, request: SessionRequest = {}): Promise<T> {
  const sentToken = tokenStorage.get();
  let response = await sendJson(path, request, sentToken);
  if (response.status === 401 && sentToken) {
    const token = await refreshedToken(sentToken);
    if (!token) throw apiErrorOf(401, await response.json().catch(() => undefined));
    response = await sendJson(path, request, token);
  }
  return answerOf<T>(response);
}

/** Tells the other tabs this one signed out (they sign out too). */
export function announceSignOut(): void {
  linkOf().tabs.post({ type: 'signedOut' });
}

/** Listens to the other tabs' sign-outs and refreshes; returns the unsubscribe. */
export function followTabs(listener: Parameters<TabSync['subscribe']>[0]): () => void {
  return linkOf().tabs.subscribe(listener);
}
