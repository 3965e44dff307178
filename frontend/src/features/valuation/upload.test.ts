import type { CreateValuationFields } from '@valuation/contracts';
import { tokenStorage } from '../../lib/session';
import { uploadValuation, valuationFormData } from './upload';

/** A stand-in XMLHttpRequest: records each request, answers with the next scripted response. */
class FakeXhr {
  static sent: { url: string; headers: Record<string, string>; body: FormData }[] = [];
  static answers: { status: number; body: unknown }[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {}
  send(body: FormData) {
    FakeXhr.sent.push({ url: this.url, headers: this.headers, body });
    const answer = FakeXhr.answers.shift() ?? { status: 500, body: {} };
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }, 0);
  }
}

const fields: CreateValuationFields = {
  serviceType: 'watch',
  serviceTier: 'express',
  watchBrand: 'Rolex',
  itemDescription: 'Submariner',
  autoRevalue: true,
  firstName: 'Amelia',
  lastName: 'Hart',
  email: 'amelia@example.co.uk',
  address: { street: '1 Bond St', city: 'London', state: '', postalCode: 'W1', country: 'UK' },
};
const photo = new File([new Uint8Array(8)], 'dial.jpg', { type: 'image/jpeg' });

describe('uploadValuation', () => {
  const realXhr = window.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.sent = [];
    FakeXhr.answers = [];
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    window.XMLHttpRequest = realXhr;
  });

  it('sends the fields as text parts, the address as JSON and the photos, with the bearer token and progress', async () => {
    tokenStorage.set('token-1');
    FakeXhr.answers.push({ status: 201, body: { valuation: { id: 'v1' } } });
    const progress: number[] = [];
    const answer = await uploadValuation(fields, [photo], { onProgress: (p) => progress.push(p) });
    expect(answer).toEqual({ valuation: { id: 'v1' } });
    expect(progress).toEqual([50]);
    const [request] = FakeXhr.sent;
    expect(request.url).toMatch(/\/api\/valuations$/);
    expect(request.headers.Authorization).toBe('Bearer token-1');
    expect(request.body.get('autoRevalue')).toBe('true');
    expect(JSON.parse(request.body.get('address') as string)).toEqual(fields.address);
    expect((request.body.getAll('images')[0] as File).name).toBe('dial.jpg');
  });

  it('after a 401 refreshes once and sends again with the new token', async () => {
    tokenStorage.set('expired');
    FakeXhr.answers.push(
      {
        status: 401,
        body: { error: 'Your session has expired. Please sign in again.', statusCode: 401 },
      },
      { status: 201, body: { valuation: { id: 'v2' } } },
    );
    const refresh = jest.fn(async () => tokenStorage.set('fresh'));
    await expect(uploadValuation(fields, [photo], { refresh })).resolves.toEqual({
      valuation: { id: 'v2' },
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent.map((r) => r.headers.Authorization)).toEqual([
      'Bearer expired',
      'Bearer fresh',
    ]);
  });

  it('rejects with the server’s sentence', async () => {
    tokenStorage.set('token-1');
    FakeXhr.answers.push({
      status: 413,
      body: { error: '"dial.jpg" is larger than 10MB.', statusCode: 413 },
    });
    await expect(uploadValuation(fields, [photo])).rejects.toEqual({
      status: 413,
      error: '"dial.jpg" is larger than 10MB.',
    });
  });

  it('leaves out fields that are not set', () => {
    const form = valuationFormData({ ...fields, watchBrand: undefined }, []);
    expect(form.has('watchBrand')).toBe(false);
    expect(form.get('serviceType')).toBe('watch');
  });
});
