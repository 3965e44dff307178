import { http, HttpResponse } from 'msw';
import { makeStore } from '../../test/app';
import { baseApi } from '../../lib/baseApi';
import { credentialsReceived, tokenStorage } from '../../lib/session';
import { authHandlers, REFRESHED_TOKEN, testUser } from '../../test/handlers';
import { server } from '../../test/server';
import { signOut } from './session';
import {
  browserTabSync,
  createTabSync,
  REFRESH_LOCK,
  type ChannelLike,
  type LockManagerLike,
} from './tabSync';

/** One browser's Web Locks: a lock is held by one callback at a time, in request order. */
function fakeLocks(): LockManagerLike & { requested: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  return {
    requested,
    request<T>(name: string, callback: () => Promise<T>) {
      requested.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(() => callback());
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** One browser's BroadcastChannel('auth'): a message reaches every other tab, asynchronously. */
function fakeChannels() {
  const members = new Set<{ deliver: (data: unknown) => void }>();
  return {
    join(): ChannelLike {
      const listeners = new Set<(event: MessageEvent) => void>();
      const member = {
        deliver: (data: unknown) =>
          setTimeout(() => listeners.forEach((l) => l({ data } as MessageEvent)), 0),
      };
      members.add(member);
      return {
        postMessage(message) {
          const data = structuredClone(message);
          members.forEach((other) => other !== member && other.deliver(data));
        },
        addEventListener: (_type, listener) => listeners.add(listener),
        removeEventListener: (_type, listener) => listeners.delete(listener),
        close: () => members.delete(member),
      };
    },
  };
}

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    tabProbe: build.query<{ auth: string | null }, string>({ query: (id) => `/tab-probe/${id}` }),
  }),
});

/** 200 only to the refreshed token; every refresh is counted and takes a moment. */
function serverWithExpiredTokens() {
  const calls = { refresh: 0 };
  server.use(
    http.get('/api/tab-probe/:id', ({ request }) => {
      const auth = request.headers.get('authorization');
      return auth === `Bearer ${REFRESHED_TOKEN}`
        ? HttpResponse.json({ auth })
        : HttpResponse.json({ error: 'Unauthorised', statusCode: 401 }, { status: 401 });
    }),
    http.post('/api/auth/refresh-token', async () => {
      calls.refresh += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return HttpResponse.json({ token: REFRESHED_TOKEN, user: testUser });
    }),
  );
  return calls;
}

/** A tab: its own store, sharing the browser's localStorage, locks and channel. */
function signedInTab(browser: {
  locks?: LockManagerLike;
  channels: ReturnType<typeof fakeChannels>;
}) {
  const store = makeStore({
    tabs: createTabSync({ locks: browser.locks, channel: browser.channels.join() }),
  });
  tokenStorage.set('expired-token');
  store.dispatch(credentialsReceived({ token: 'expired-token', user: testUser }));
  return store;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('tabs share one session', () => {
  it('two tabs whose tokens expired together make one refresh, and both carry on with it', async () => {
    const calls = serverWithExpiredTokens();
    const browser = { locks: fakeLocks(), channels: fakeChannels() };
    const tabA = signedInTab(browser);
    const tabB = signedInTab(browser);

    const [a, b] = await Promise.all([
      tabA.dispatch(probeApi.endpoints.tabProbe.initiate('a')),
      tabB.dispatch(probeApi.endpoints.tabProbe.initiate('b')),
    ]);

    expect(calls.refresh).toBe(1);
    expect(a.data?.auth).toBe(`Bearer ${REFRESHED_TOKEN}`);
    expect(b.data?.auth).toBe(`Bearer ${REFRESHED_TOKEN}`);
    expect(tabA.getState().auth).toMatchObject({ token: REFRESHED_TOKEN, user: testUser });
    expect(tabB.getState().auth).toMatchObject({ token: REFRESHED_TOKEN, user: testUser });
    expect(browser.locks.requested).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
  });

  it('a refresh in one tab hands the new token to an idle tab', async () => {
    serverWithExpiredTokens();
    const browser = { locks: fakeLocks(), channels: fakeChannels() };
    const tabA = signedInTab(browser);
    const tabB = signedInTab(browser);

    await tabA.dispatch(probeApi.endpoints.tabProbe.initiate('a'));
    await settle();

    expect(tabB.getState().auth.token).toBe(REFRESHED_TOKEN);
  });

  it('Sign Out in one tab signs the other tab out', async () => {
    let logouts = 0;
    server.use(
      http.post('/api/auth/logout', () => {
        logouts += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    const browser = { locks: fakeLocks(), channels: fakeChannels() };
    const tabA = signedInTab(browser);
    const tabB = signedInTab(browser);

    await tabA.dispatch(signOut());
    await settle();

    expect(logouts).toBe(1);
    expect(tokenStorage.get()).toBeNull();
    expect(tabA.getState().auth).toMatchObject({ user: null, token: null, signedOutByUser: true });
    // Signed out as by Sign Out: its protected page goes to /, not /login.
    expect(tabB.getState().auth).toMatchObject({ user: null, token: null, signedOutByUser: true });
  });

  it('a tab that finds the session ended by another tab signs itself out on its next 401', async () => {
    const tabB = signedInTab({ channels: fakeChannels() });
    server.use(
      authHandlers.refreshFailure(),
      // Another tab's session ended while this request was out: it cleared the shared token.
      http.get('/api/tab-probe/:id', () => {
        tokenStorage.clear();
        return HttpResponse.json({ error: 'Unauthorised', statusCode: 401 }, { status: 401 });
      }),
    );

    const result = await tabB.dispatch(probeApi.endpoints.tabProbe.initiate('b'));

    expect(result.error).toEqual({ status: 401, error: 'Unauthorised' });
    expect(tabB.getState().auth.user).toBeNull();
  });
});

describe('browserTabSync', () => {
  const original = Object.getOwnPropertyDescriptor(window.navigator, 'locks');
  afterEach(() => {
    if (original) Object.defineProperty(window.navigator, 'locks', original);
    else delete (window.navigator as { locks?: unknown }).locks;
  });

  it('without navigator.locks, parallel 401s in a tab still make one refresh (in-tab mutex)', async () => {
    Object.defineProperty(window.navigator, 'locks', { value: undefined, configurable: true });
    const calls = serverWithExpiredTokens();
    const tabs = browserTabSync();
    try {
      const store = makeStore({ tabs });
      tokenStorage.set('expired-token');
      store.dispatch(credentialsReceived({ token: 'expired-token', user: testUser }));

      const results = await Promise.all(
        ['1', '2', '3'].map((id) => store.dispatch(probeApi.endpoints.tabProbe.initiate(id))),
      );

      expect(calls.refresh).toBe(1);
      expect(results.map((r) => r.data?.auth)).toEqual(Array(3).fill(`Bearer ${REFRESHED_TOKEN}`));
      expect(store.getState().auth.token).toBe(REFRESHED_TOKEN);
    } finally {
      tabs.close();
    }
  });

  it("takes the browser's 'auth-refresh' lock where navigator.locks exists", async () => {
    const locks = fakeLocks();
    Object.defineProperty(window.navigator, 'locks', { value: locks, configurable: true });
    serverWithExpiredTokens();
    const tabs = browserTabSync();
    try {
      const store = makeStore({ tabs });
      tokenStorage.set('expired-token');
      store.dispatch(credentialsReceived({ token: 'expired-token', user: testUser }));

      const result = await store.dispatch(probeApi.endpoints.tabProbe.initiate('1'));

      expect(result.data?.auth).toBe(`Bearer ${REFRESHED_TOKEN}`);
      expect(locks.requested).toEqual([REFRESH_LOCK]);
    } finally {
      tabs.close();
    }
  });
});
