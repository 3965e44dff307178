import { IDEMPOTENCY_KEY_HEADER } from '@valuation/contracts';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../test/app';
import { authHandlers, REFRESHED_TOKEN, testUser } from '../test/handlers';
import { server } from '../test/server';
import { NETWORK_ERROR_MESSAGE } from './apiError';
import { credentialsReceived, selectCurrentUser, tokenStorage } from './session';
import { RETRY_DELAYS_MS } from './sendForm';
import { uploadForm } from './upload';

/**
 * A scripted XMLHttpRequest: each send reports the body going out in two halves, then answers
 * with the next scripted answer (`null`: the connection fails).
 */
class FakeXhr {
  static answers: ({ status: number; body: unknown } | null)[] = [];
  static sent: { method: string; url: string; headers: Record<string, string>; body: FormData }[] =
    [];
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  abort() {
    this.onabort?.();
  }

  send(body: FormData) {
    FakeXhr.sent.push({ method: this.method, url: this.url, headers: { ...this.headers }, body });
    const answer = FakeXhr.answers.shift();
    setTimeout(() => {
      if (!answer) {
        this.onerror?.();
        return;
      }
      for (const loaded of [50, 100])
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }, 0);
  }
}

const EXPIRED = { error: 'Your session has expired. Please sign in again.', statusCode: 401 };

function form() {
  const body = new FormData();
  body.append('content', 'Hi');
  body.append('attachments', new File(['x'], 'ring.png', { type: 'image/png' }), 'ring.png');
  return body;
}

function signedInStore(token = 'expired-token') {
  const store = makeStore();
  tokenStorage.set(token);
  store.dispatch(credentialsReceived({ token, user: testUser }));
  return store;
}

describe('uploadForm (the one uploader)', () => {
  const original = window.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.answers = [];
    FakeXhr.sent = [];
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    window.XMLHttpRequest = original;
  });

  it('posts the form to /api with the bearer token and reports its progress', async () => {
    const store = signedInStore('token-1');
    FakeXhr.answers = [{ status: 201, body: { message: { id: 'm-1' } } }];
    const progress: number[] = [];
    const answer = await store.dispatch(
      uploadForm('/chat/messages', form, { onProgress: (percent) => progress.push(percent) }),
    );
    expect(answer).toEqual({ message: { id: 'm-1' } });
    expect(progress).toEqual([50, 100]);
    const [request] = FakeXhr.sent;
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/\/api\/chat\/messages$/);
    expect(request.headers.Authorization).toBe('Bearer token-1');
    expect(request.body.get('content')).toBe('Hi');
    expect((request.body.get('attachments') as File).name).toBe('ring.png');
  });

  it('after a 401 refreshes once, through the base query’s refresh, and sends again', async () => {
    let refreshes = 0;
    server.use(
      http.post('/api/auth/refresh-token', () => {
        refreshes += 1;
        return HttpResponse.json({ token: REFRESHED_TOKEN, user: testUser });
      }),
    );
    const store = signedInStore();
    FakeXhr.answers = [
      { status: 401, body: EXPIRED },
      { status: 201, body: { valuation: { id: 'v-1' } } },
    ];
    const progress: number[] = [];
    await expect(
      store.dispatch(uploadForm('/valuations', form, { onProgress: (p) => progress.push(p) })),
    ).resolves.toEqual({ valuation: { id: 'v-1' } });
    expect(refreshes).toBe(1);
    expect(FakeXhr.sent.map((request) => request.headers.Authorization)).toEqual([
      'Bearer expired-token',
      `Bearer ${REFRESHED_TOKEN}`,
    ]);
    // The second sending starts again from nothing.
    expect(progress).toEqual([50, 100, 0, 50, 100]);
    expect(store.getState().auth.token).toBe(REFRESHED_TOKEN);
  });

  it('shares one refresh with parallel uploads that all got a 401', async () => {
    let refreshes = 0;
    server.use(
      http.post('/api/auth/refresh-token', async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({ token: REFRESHED_TOKEN, user: testUser });
      }),
    );
    const store = signedInStore();
    FakeXhr.answers = [
      { status: 401, body: EXPIRED },
      { status: 401, body: EXPIRED },
      { status: 201, body: { n: 1 } },
      { status: 201, body: { n: 2 } },
    ];
    const answers = await Promise.all([
      store.dispatch(uploadForm('/chat/messages', form)),
      store.dispatch(uploadForm('/chat/messages', form)),
    ]);
    expect(answers).toHaveLength(2);
    expect(refreshes).toBe(1);
    expect(FakeXhr.sent.slice(2).map((request) => request.headers.Authorization)).toEqual([
      `Bearer ${REFRESHED_TOKEN}`,
      `Bearer ${REFRESHED_TOKEN}`,
    ]);
  });

  it('a refused refresh surfaces the 401 and signs out, without sending again', async () => {
    server.use(authHandlers.refreshFailure());
    const store = signedInStore();
    FakeXhr.answers = [{ status: 401, body: EXPIRED }];
    await expect(store.dispatch(uploadForm('/valuations', form))).rejects.toEqual({
      status: 401,
      error: EXPIRED.error,
    });
    expect(FakeXhr.sent).toHaveLength(1);
    expect(tokenStorage.get()).toBeNull();
    expect(selectCurrentUser(store.getState())).toBeNull();
  });

  it('surfaces the server’s sentence and field details', async () => {
    const store = signedInStore('token-1');
    FakeXhr.answers = [
      {
        status: 413,
        body: {
          error: '"dial.jpg" is larger than 10MB.',
          statusCode: 413,
          details: [{ field: 'images', message: '"dial.jpg" is larger than 10MB.' }],
        },
      },
    ];
    await expect(store.dispatch(uploadForm('/valuations', form))).rejects.toEqual({
      status: 413,
      error: '"dial.jpg" is larger than 10MB.',
      details: [{ field: 'images', message: '"dial.jpg" is larger than 10MB.' }],
    });
  });

  it('rejects with the network notice when the connection fails or is aborted', async () => {
    const store = signedInStore('token-1');
    FakeXhr.answers = [null];
    await expect(store.dispatch(uploadForm('/valuations', form))).rejects.toEqual({
      status: 'NETWORK_ERROR',
      error: NETWORK_ERROR_MESSAGE,
    });
    const leaving = new AbortController();
    leaving.abort();
    await expect(
      store.dispatch(uploadForm('/valuations', form, { signal: leaving.signal })),
    ).rejects.toEqual({ status: 'NETWORK_ERROR', error: NETWORK_ERROR_MESSAGE });
    expect(FakeXhr.sent).toHaveLength(1);
  });

  describe('with an Idempotency-Key (one per message or request)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    /** Runs the upload, moving the fake clock on while it waits between tries. */
    async function settle<T>(promise: Promise<T>): Promise<T> {
      let done = false;
      void promise.finally(() => (done = true)).catch(() => undefined);
      while (!done) await jest.advanceTimersByTimeAsync(500);
      return promise;
    }

    it('tries again after no answer and after a 5xx, with the same key, until it is answered', async () => {
      const store = signedInStore('token-1');
      FakeXhr.answers = [
        null,
        { status: 502, body: { error: 'Bad gateway', statusCode: 502 } },
        { status: 201, body: { message: { id: 'm-1' } } },
      ];
      const answer = await settle(
        store.dispatch(uploadForm('/chat/messages', form, { idempotencyKey: 'key-12345678' })),
      );
      expect(answer).toEqual({ message: { id: 'm-1' } });
      expect(FakeXhr.sent.map((request) => request.headers[IDEMPOTENCY_KEY_HEADER])).toEqual([
        'key-12345678',
        'key-12345678',
        'key-12345678',
      ]);
    });

    it('gives up after the last wait with the last answer, and never retries a 4xx', async () => {
      const store = signedInStore('token-1');
      FakeXhr.answers = RETRY_DELAYS_MS.map(() => null).concat([null]);
      await expect(
        settle(store.dispatch(uploadForm('/valuations', form, { idempotencyKey: 'key-12345678' }))),
      ).rejects.toEqual({ status: 'NETWORK_ERROR', error: NETWORK_ERROR_MESSAGE });
      expect(FakeXhr.sent).toHaveLength(RETRY_DELAYS_MS.length + 1);

      FakeXhr.sent = [];
      FakeXhr.answers = [{ status: 400, body: { error: 'Nope', statusCode: 400 } }];
      await expect(
        settle(store.dispatch(uploadForm('/valuations', form, { idempotencyKey: 'key-12345678' }))),
      ).rejects.toEqual({ status: 400, error: 'Nope' });
      expect(FakeXhr.sent).toHaveLength(1);
    });

    it('without a key, tries once', async () => {
      const store = signedInStore('token-1');
      FakeXhr.answers = [{ status: 503, body: { error: 'Down', statusCode: 503 } }];
      await expect(settle(store.dispatch(uploadForm('/valuations', form)))).rejects.toMatchObject({
        status: 503,
      });
      expect(FakeXhr.sent).toHaveLength(1);
      expect(FakeXhr.sent[0].headers[IDEMPOTENCY_KEY_HEADER]).toBeUndefined();
    });
  });
});
