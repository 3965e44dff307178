import { delay, http, HttpResponse } from 'msw';
import { makeStore } from '../test/app';
import { authHandlers, REFRESHED_TOKEN, testUser } from '../test/handlers';
import { server } from '../test/server';
import { NETWORK_ERROR_MESSAGE } from './apiError';
import { credentialsReceived, tokenStorage } from './session';
import { baseApi } from './baseApi';

// A probe endpoint, so the base query is exercised exactly as features use it.
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ id: string; auth: string | null }, string>({
      query: (id) => `/probe/${id}`,
    }),
  }),
});

/** /api/probe/:id answers 200 only to the refreshed token, 401 otherwise. */
function probeRequiringRefreshedToken() {
  return http.get('/api/probe/:id', ({ params, request }) => {
    const auth = request.headers.get('authorization');
    if (auth !== `Bearer ${REFRESHED_TOKEN}`) {
      return HttpResponse.json({ error: 'Unauthorised', statusCode: 401 }, { status: 401 });
    }
    return HttpResponse.json({ id: params.id, auth });
  });
}

function signedInStore() {
  const store = makeStore();
  tokenStorage.set('expired-token');
  store.dispatch(credentialsReceived({ token: 'expired-token', user: testUser }));
  return store;
}

describe('baseQueryWithReauth', () => {
  it('sends the stored token as a bearer header, with credentials, to /api', async () => {
    tokenStorage.set('abc123');
    let seen: { auth: string | null; credentials: RequestCredentials; url: string } | undefined;
    server.use(
      http.get('/api/probe/:id', ({ request, params }) => {
        seen = {
          auth: request.headers.get('authorization'),
          credentials: request.credentials,
          url: new URL(request.url).pathname,
        };
        return HttpResponse.json({ id: params.id, auth: seen.auth });
      }),
    );
    const store = makeStore();

    const result = await store.dispatch(probeApi.endpoints.probe.initiate('1'));

    expect(result.data).toEqual({ id: '1', auth: 'Bearer abc123' });
    expect(seen).toEqual({ auth: 'Bearer abc123', credentials: 'include', url: '/api/probe/1' });
  });

  it('sends no authorization header without a stored token', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get('/api/probe/:id', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ id: '1', auth });
      }),
    );
    await makeStore().dispatch(probeApi.endpoints.probe.initiate('1'));
    expect(auth).toBeNull();
  });

  it('answers parallel 401s with one refresh, then replays every request with the new token', async () => {
    let refreshCalls = 0;
    server.use(
      probeRequiringRefreshedToken(),
      http.post('/api/auth/refresh-token', async () => {
        refreshCalls += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({ token: REFRESHED_TOKEN, user: testUser });
      }),
    );
    const store = signedInStore();

    const results = await Promise.all(
      ['1', '2', '3', '4'].map((id) => store.dispatch(probeApi.endpoints.probe.initiate(id))),
    );

    expect(refreshCalls).toBe(1);
    expect(results.map((r) => r.data?.id)).toEqual(['1', '2', '3', '4']);
    expect(results.every((r) => r.data?.auth === `Bearer ${REFRESHED_TOKEN}`)).toBe(true);
    expect(tokenStorage.get()).toBe(REFRESHED_TOKEN);
    expect(store.getState().auth.token).toBe(REFRESHED_TOKEN);
    expect(store.getState().auth.user).toEqual(testUser);
  });

  it('clears the token and signs out when the refresh fails', async () => {
    let refreshCalls = 0;
    server.use(
      probeRequiringRefreshedToken(),
      http.post('/api/auth/refresh-token', () => {
        refreshCalls += 1;
        return HttpResponse.json(
          { error: 'Your session has expired. Please sign in again.', statusCode: 401 },
          { status: 401 },
        );
      }),
    );
    const store = signedInStore();

    const results = await Promise.all(
      ['1', '2'].map((id) => store.dispatch(probeApi.endpoints.probe.initiate(id))),
    );

    expect(refreshCalls).toBe(1);
    expect(results.map((r) => r.error)).toEqual([
      { status: 401, error: 'Unauthorised' },
      { status: 401, error: 'Unauthorised' },
    ]);
    expect(tokenStorage.get()).toBeNull();
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().auth.token).toBeNull();
  });

  it('keeps the session and reports the network error when the refresh gets no answer', async () => {
    server.use(
      probeRequiringRefreshedToken(),
      http.post('/api/auth/refresh-token', () => HttpResponse.error()),
    );
    const store = signedInStore();

    const result = await store.dispatch(probeApi.endpoints.probe.initiate('1'));

    expect(result.error).toEqual({ status: 'NETWORK_ERROR', error: NETWORK_ERROR_MESSAGE });
    expect(tokenStorage.get()).toBe('expired-token');
    expect(store.getState().auth.user).toEqual(testUser);
  });

  it('does not try a refresh for a 401 from /auth/login', async () => {
    let refreshCalls = 0;
    server.use(
      authHandlers.loginFailure(401, 'Invalid email or password'),
      http.post('/api/auth/refresh-token', () => {
        refreshCalls += 1;
        return HttpResponse.json({ token: REFRESHED_TOKEN });
      }),
    );
    const store = makeStore();
    const probeLogin = baseApi.injectEndpoints({
      endpoints: (build) => ({
        probeLogin: build.mutation<unknown, void>({
          query: () => ({ url: '/auth/login', method: 'POST', body: {} }),
        }),
      }),
    });

    const result = await store.dispatch(probeLogin.endpoints.probeLogin.initiate());

    expect(refreshCalls).toBe(0);
    expect('error' in result && result.error).toEqual({
      status: 401,
      error: 'Invalid email or password',
    });
  });

  it('reports "Network error. Please check your connection." when no response arrives', async () => {
    server.use(http.get('/api/probe/:id', () => HttpResponse.error()));

    const result = await makeStore().dispatch(probeApi.endpoints.probe.initiate('1'));

    expect(result.error).toEqual({ status: 'NETWORK_ERROR', error: NETWORK_ERROR_MESSAGE });
  });

  it('gives up after 10 seconds with the same network message', async () => {
    server.use(
      http.get('/api/probe/:id', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const pending = makeStore().dispatch(probeApi.endpoints.probe.initiate('1'));
      await jest.advanceTimersByTimeAsync(9_900);
      let settled = false;
      void pending.then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(50);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(100);
      const result = await pending;
      expect(result.error).toEqual({ status: 'NETWORK_ERROR', error: NETWORK_ERROR_MESSAGE });
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the server body error sentence and field details', async () => {
    const details = [{ field: 'email', message: 'Invalid email address' }];
    server.use(
      http.get('/api/probe/:id', () =>
        HttpResponse.json(
          { error: 'Invalid email address', statusCode: 400, details },
          { status: 400 },
        ),
      ),
    );

    const result = await makeStore().dispatch(probeApi.endpoints.probe.initiate('1'));

    expect(result.error).toEqual({ status: 400, error: 'Invalid email address', details });
  });

  it('leaves `error` empty when the server answers without one', async () => {
    server.use(
      http.get('/api/probe/:id', () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 })),
    );

    const result = await makeStore().dispatch(probeApi.endpoints.probe.initiate('1'));

    expect(result.error).toEqual({ status: 502 });
  });
});
