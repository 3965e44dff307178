import { http, HttpResponse } from 'msw';
import { makeStore } from '../../test/app';
import { credentialsReceived, tokenStorage } from '../../lib/session';
import { authHandlers, TEST_TOKEN, testUser } from '../../test/handlers';
import { server } from '../../test/server';
import { signOut, startSession } from './session';

/** Counts every request msw sees during a test. */
function recordRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

describe('session start', () => {
  it('with a stored token, validates it and sets the user', async () => {
    tokenStorage.set(TEST_TOKEN);
    let auth: string | null = null;
    server.use(
      http.get('/api/auth/validate', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ success: true, user: testUser });
      }),
    );
    const store = makeStore();
    expect(store.getState().auth.initialising).toBe(true);

    await store.dispatch(startSession());

    expect(auth).toBe(`Bearer ${TEST_TOKEN}`);
    expect(store.getState().auth).toMatchObject({
      user: testUser,
      token: TEST_TOKEN,
      initialising: false,
    });
  });

  it('without a stored token, signs out at once and makes no call', async () => {
    const requests = recordRequests();
    const store = makeStore();

    const done = store.dispatch(startSession());
    // The loading flag ends synchronously: no request, no waiting.
    expect(store.getState().auth.initialising).toBe(false);
    await done;

    requests.stop();
    expect(requests.seen).toEqual([]);
    expect(store.getState().auth.user).toBeNull();
  });

  it('when validation fails (refresh fails too), removes the token, only logs, and ends loading', async () => {
    tokenStorage.set('stale-token');
    server.use(authHandlers.validateFailure(), authHandlers.refreshFailure());
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const store = makeStore();

    await store.dispatch(startSession());

    expect(tokenStorage.get()).toBeNull();
    expect(store.getState().auth).toMatchObject({ user: null, token: null, initialising: false });
    expect(warn).toHaveBeenCalled();
  });

  it('when the server cannot be reached, starts signed out but keeps the token for next time', async () => {
    tokenStorage.set('kept-token');
    server.use(http.get('/api/auth/validate', () => HttpResponse.error()));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const store = makeStore();

    await store.dispatch(startSession());

    expect(tokenStorage.get()).toBe('kept-token');
    expect(store.getState().auth).toMatchObject({ user: null, initialising: false });
  });

  it('when its successful answer cannot be read (the page is being left), keeps the token', async () => {
    tokenStorage.set('kept-token');
    // What the browser hands over when the document is unloaded mid-body: a 200 cut short.
    server.use(
      http.get(
        '/api/auth/validate',
        () =>
          new HttpResponse('{"success":true,"us', {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const store = makeStore();

    await store.dispatch(startSession());

    expect(tokenStorage.get()).toBe('kept-token');
    expect(store.getState().auth).toMatchObject({ user: null, initialising: false });
  });

  it('when validation answers without success, removes the token', async () => {
    tokenStorage.set('stale-token');
    server.use(http.get('/api/auth/validate', () => HttpResponse.json({ success: false })));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const store = makeStore();

    await store.dispatch(startSession());

    expect(tokenStorage.get()).toBeNull();
    expect(store.getState().auth.user).toBeNull();
  });

  it('an expired access token is refreshed once and the session survives', async () => {
    tokenStorage.set('expired-token');
    server.use(
      http.get('/api/auth/validate', ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh-token'
          ? HttpResponse.json({ success: true, user: testUser })
          : HttpResponse.json({ error: 'Unauthorised', statusCode: 401 }, { status: 401 }),
      ),
      authHandlers.refreshSuccess('fresh-token'),
    );
    const store = makeStore();

    await store.dispatch(startSession());

    expect(store.getState().auth.user).toEqual(testUser);
    expect(store.getState().auth.token).toBe('fresh-token');
    expect(tokenStorage.get()).toBe('fresh-token');
  });
});

describe('sign out', () => {
  it('clears token and user even when the server call fails', async () => {
    tokenStorage.set(TEST_TOKEN);
    server.use(http.post('/api/auth/logout', () => HttpResponse.error()));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const store = makeStore();
    store.dispatch(credentialsReceived({ token: TEST_TOKEN, user: testUser }));

    await store.dispatch(signOut());

    expect(tokenStorage.get()).toBeNull();
    expect(store.getState().auth.user).toBeNull();
  });
});
