import { tokenStorage } from '../../lib/session';
import { SendError, sendChatMessage } from './upload';

/** A scripted XMLHttpRequest: each send answers with the next status, after reporting progress. */
class FakeXhr {
  static answers: { status: number; body: unknown }[] = [];
  static sent: { url: string; headers: Record<string, string>; body: FormData }[] = [];
  status = 0;
  responseText = '';
  withCredentials = false;
  timeout = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  private headers: Record<string, string> = {};

  open(_method: string, url: string) {
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    FakeXhr.sent.push({ url: this.url, headers: { ...this.headers }, body });
    const answer = FakeXhr.answers.shift() ?? { status: 500, body: null };
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.upload.onprogress?.({
        lengthComputable: true,
        loaded: 100,
        total: 100,
      } as ProgressEvent);
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }, 0);
  }
}

const stored = { message: { id: 'm-1', content: 'Hi' } };

describe('sending a chat message', () => {
  const original = window.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.answers = [];
    FakeXhr.sent = [];
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    window.XMLHttpRequest = original;
  });

  it('posts the form with the bearer token, no time-out, and reports the upload’s progress', async () => {
    tokenStorage.set('token-1');
    FakeXhr.answers = [{ status: 201, body: stored }];
    const progress: number[] = [];
    const file = new File(['x'], 'ring.png', { type: 'image/png' });
    const answer = await sendChatMessage({
      path: '/chat/messages',
      draft: { content: 'Hi', files: [file], valuationId: 'v-1' },
      onProgress: (percent) => progress.push(percent),
      refresh: jest.fn(),
    });
    expect(answer).toEqual(stored);
    expect(progress).toEqual([50, 100]);
    const [request] = FakeXhr.sent;
    expect(request.url).toMatch(/\/api\/chat\/messages$/);
    expect(request.headers.Authorization).toBe('Bearer token-1');
    expect(request.body.get('content')).toBe('Hi');
    expect(request.body.get('valuationId')).toBe('v-1');
    expect((request.body.getAll('attachments')[0] as File).name).toBe('ring.png');
  });

  it('refreshes the token once on a 401 and sends again with the new one', async () => {
    tokenStorage.set('expired');
    FakeXhr.answers = [
      { status: 401, body: { error: 'Expired', statusCode: 401 } },
      { status: 201, body: stored },
    ];
    const refresh = jest.fn(async () => tokenStorage.set('fresh'));
    await expect(
      sendChatMessage({ path: '/chat/messages', draft: { content: 'Hi', files: [] }, refresh }),
    ).resolves.toEqual(stored);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent.map((request) => request.headers.Authorization)).toEqual([
      'Bearer expired',
      'Bearer fresh',
    ]);
  });

  it('gives up after one refresh, and reports the server’s sentence', async () => {
    FakeXhr.answers = [
      { status: 401, body: { error: 'Expired', statusCode: 401 } },
      { status: 401, body: { error: 'Expired', statusCode: 401 } },
    ];
    const refresh = jest.fn(async () => undefined);
    const sending = sendChatMessage({
      path: '/chat/messages',
      draft: { content: 'Hi', files: [] },
      refresh,
    });
    await expect(sending).rejects.toBeInstanceOf(SendError);
    await expect(sending).rejects.toMatchObject({ status: 401, message: 'Expired' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent).toHaveLength(2);
  });
});
