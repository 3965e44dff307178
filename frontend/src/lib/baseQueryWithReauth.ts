import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { API } from '@valuation/contracts';
import { normaliseError, REQUEST_TIMEOUT_MS, type ApiError } from './apiError';
import { apiBaseUrl } from './postJson';
import { loggedOut, selectCurrentUser, tokenReceived, type AuthState } from './session/authSlice';
import { sessionLinkOf } from './session/tabSync';
import { tokenStorage } from './session/tokenStorage';

export { REQUEST_TIMEOUT_MS };

export { apiBaseUrl };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  credentials: 'include',
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders(headers) {
    const token = tokenStorage.get();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    return headers;
  },
});

/** Calls whose 401 means "wrong credentials" or "no session", never "refresh and retry". */
const NO_REAUTH_PATHS: readonly string[] = [
  API.auth.login,
  API.auth.register,
  API.auth.refreshToken,
  // A refused passkey is a failed sign-in, not an expired session.
  API.passkeys.loginOptions,
  API.passkeys.loginVerify,
];

function pathOf(args: string | FetchArgs): string {
  const url = typeof args === 'string' ? args : args.url;
  return url.split('?')[0];
}

/** What a 401 came to: send again (a fresh token is stored), or stop with this error. */
export type ReauthOutcome =
  | { retry: true }
  | { retry: false; reason: 'signedOut' }
  | { retry: false; reason: 'unreachable'; error: FetchBaseQueryError };

/**
 * After a request sent with `sentToken` was answered 401: the one way this tab gets a fresh
 * token, shared by the base query below, lib/upload.ts and lib/download.ts.
 * Parallel 401s queue behind this tab's mutex: the first refreshes, the others see the token has
 * changed and replay with it. The refresh itself runs under the tabs' lock (Web Locks
 * 'auth-refresh', see features/session/tabSync.ts): a tab that waited for it and finds a token
 * another tab stored meanwhile reuses that one, so tabs whose tokens expire together make one
 * POST /auth/refresh-token. A refused refresh clears the token and dispatches `loggedOut`; the
 * router then sends protected pages to /login. No answer at all keeps the session (the next
 * request tries again). No UI and no `window.location` here.
 */
export async function reauthenticate(
  api: BaseQueryApi,
  sentToken: string | null,
): Promise<ReauthOutcome> {
  const { tabs, refreshMutex } = sessionLinkOf(api.extra);
  const release = await refreshMutex.acquire();
  try {
    const current = tokenStorage.get();
    // Somebody else refreshed while this request was out: replay with their token.
    if (current && current !== sentToken) return { retry: true };
    if (sentToken && !current) {
      // Somebody else's refresh failed or the user signed out: nothing to replay. If that was
      // another tab, this one still shows the user: end its session too.
      endIfStillSignedIn(api);
      return { retry: false, reason: 'signedOut' };
    }
    const outcome = await tabs.withRefreshLock(async (): Promise<RefreshOutcome> => {
      // While this tab waited for the lock, another tab may have refreshed (or failed to).
      const latest = tokenStorage.get();
      if (latest !== sentToken) return latest ? { token: latest } : { refused: true };
      const refresh = await rawBaseQuery({ url: API.auth.refreshToken, method: 'POST' }, api, {});
      const fresh = (refresh.data as { token?: unknown } | undefined)?.token;
      if (typeof fresh === 'string' && fresh) {
        tokenStorage.set(fresh);
        tabs.post({ type: 'tokenRefreshed', token: fresh });
        return { token: fresh };
      }
      // No answer (offline, time-out): the session may well be fine. Keep it and report the
      // network error; the next request tries again. Only the server's refusal signs out.
      if (refresh.error && typeof refresh.error.status !== 'number')
        return { unreachable: refresh.error };
      tokenStorage.clear();
      return { refused: true };
    });
    if ('token' in outcome) {
      api.dispatch(tokenReceived(outcome.token));
      return { retry: true };
    }
    if ('unreachable' in outcome)
      return { retry: false, reason: 'unreachable', error: outcome.unreachable };
    api.dispatch(loggedOut());
    return { retry: false, reason: 'signedOut' };
  } finally {
    release();
  }
}

/** Resolves once no refresh of this tab is in flight, so a request goes out with the new token. */
export function refreshSettled(extra: unknown): Promise<void> {
  return sessionLinkOf(extra).refreshMutex.waitForUnlock();
}

/** fetchBaseQuery + one token refresh per request on a 401 (docs/product.md §4; `reauthenticate`). */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  api,
  extraOptions,
) => {
  await refreshSettled(api.extra);
  const sentToken = tokenStorage.get();
  let result = await rawBaseQuery(args, api, extraOptions);

  if (result.error?.status === 401 && !NO_REAUTH_PATHS.includes(pathOf(args))) {
    const outcome = await reauthenticate(api, sentToken);
    if (outcome.retry) result = await rawBaseQuery(args, api, extraOptions);
    else if (outcome.reason === 'unreachable') result = { error: outcome.error };
  }

  if (result.error) {
    return { error: normaliseError(result.error as FetchBaseQueryError), meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
};

/** What the refresh came to: a token to use, a refusal (sign out), or no answer at all. */
type RefreshOutcome = { token: string } | { refused: true } | { unreachable: FetchBaseQueryError };

function endIfStillSignedIn(api: BaseQueryApi) {
  if (selectCurrentUser(api.getState() as { auth: AuthState })) api.dispatch(loggedOut());
}

/**
 * The base query's `api` for work done outside an endpoint (a thunk's upload or download), so it
 * can call `reauthenticate` and `baseQueryWithReauth` as the endpoints do.
 */
export function baseQueryApiOf(
  dispatch: BaseQueryApi['dispatch'],
  getState: BaseQueryApi['getState'],
  extra: unknown,
  endpoint: string,
  signal: AbortSignal = new AbortController().signal,
): BaseQueryApi {
  return { signal, abort: () => {}, dispatch, getState, extra, endpoint, type: 'mutation' };
}
