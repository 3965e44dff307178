import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { loggedOut, tokenReceived } from './authSlice';
import { normaliseError, type ApiError } from './apiError';
import { createMutex } from './mutex';
import { tokenStorage } from './tokenStorage';

export const REQUEST_TIMEOUT_MS = 10_000;

/** `/api` on the page's own origin (absolute, so it also works where fetch needs full URLs). */
export function apiBaseUrl(): string {
  const origin = typeof window !== 'undefined' ? window.location?.origin : undefined;
  return origin && origin !== 'null' ? `${origin}/api` : '/api';
}

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
const NO_REAUTH_PATHS = [
  '/auth/login',
  '/auth/register',
  '/auth/refresh-token',
  // A refused passkey is a failed sign-in, not an expired session.
  '/auth/webauthn/login/options',
  '/auth/webauthn/login/verify',
];

function pathOf(args: string | FetchArgs): string {
  const url = typeof args === 'string' ? args : args.url;
  return url.split('?')[0];
}

const refreshMutex = createMutex();

/**
 * fetchBaseQuery + one token refresh per request on a 401 (product-spec section 4).
 * Parallel 401s queue behind one mutex: the first refreshes, the others see the token has changed
 * and replay with it. A failed refresh clears the token and dispatches `loggedOut`; the router
 * then sends protected pages to /login. No UI and no `window.location` here.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  api,
  extraOptions,
) => {
  // A refresh in flight: wait for it, so this request goes out with the new token.
  await refreshMutex.waitForUnlock();
  const sentToken = tokenStorage.get();
  let result = await rawBaseQuery(args, api, extraOptions);

  if (result.error?.status === 401 && !NO_REAUTH_PATHS.includes(pathOf(args))) {
    const release = await refreshMutex.acquire();
    try {
      const current = tokenStorage.get();
      if (current && current !== sentToken) {
        // Somebody else refreshed while this request was out: replay with their token.
        result = await rawBaseQuery(args, api, extraOptions);
      } else if (sentToken && !current) {
        // Somebody else's refresh failed (or the user signed out): nothing to replay.
      } else {
        const refresh = await rawBaseQuery(
          { url: '/auth/refresh-token', method: 'POST' },
          api,
          extraOptions,
        );
        const token = (refresh.data as { token?: unknown } | undefined)?.token;
        if (typeof token === 'string' && token) {
          tokenStorage.set(token);
          api.dispatch(tokenReceived(token));
          result = await rawBaseQuery(args, api, extraOptions);
        } else {
          tokenStorage.clear();
          api.dispatch(loggedOut());
        }
      }
    } finally {
      release();
    }
  }

  if (result.error) {
    return { error: normaliseError(result.error as FetchBaseQueryError), meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
};
