import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { API } from '@valuation/contracts';
import { normaliseError, REQUEST_TIMEOUT_MS, type ApiError } from './apiError';
import { apiBaseUrl } from './http';
import { loggedOut, selectCurrentUser, tokenReceived, type AuthState } from './session/authSlice';
import { refreshAfter401, refreshSettled as settled } from './session/refresh';
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
  | { retry: false; reason: 'unreachable'; error: ApiError };

/**
 * After a request sent with `sentToken` was answered 401: the tab's one refresh
 * (lib/session/refresh.ts, shared with the site shell), told to the store. A fresh token is
 * dispatched; a refused refresh dispatches `loggedOut` (the router then sends protected pages to
 * /login), as does a sign-out seen meanwhile while this tab still shows the user. No answer keeps
 * the session. No UI and no `window.location` here.
 */
export async function reauthenticate(
  api: BaseQueryApi,
  sentToken: string | null,
): Promise<ReauthOutcome> {
  const outcome = await refreshAfter401(sessionLinkOf(api.extra), sentToken);
  if (outcome.retry) {
    api.dispatch(tokenReceived(outcome.token));
    return { retry: true };
  }
  if (outcome.reason === 'unreachable') return outcome;
  if (outcome.reason === 'refused') api.dispatch(loggedOut());
  // Another tab's refresh failed or it signed out: this one ends its session too.
  else endIfStillSignedIn(api);
  return { retry: false, reason: 'signedOut' };
}

/** Resolves once no refresh of this tab is in flight, so a request goes out with the new token. */
export function refreshSettled(extra: unknown): Promise<void> {
  return settled(sessionLinkOf(extra));
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
    else if (outcome.reason === 'unreachable') return { error: outcome.error, meta: result.meta };
  }

  if (result.error) {
    return { error: normaliseError(result.error as FetchBaseQueryError), meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
};

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
