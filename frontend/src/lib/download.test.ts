import { http, HttpResponse } from 'msw';
import { makeStore } from '../test/app';
import { authHandlers, REFRESHED_TOKEN, testUser } from '../test/handlers';
import { captureDownloads } from '../test/downloads';
import { server } from '../test/server';
import { downloadFile, filenameFrom } from './download';
import { credentialsReceived, tokenStorage } from './session';

function signedInStore(token = 'expired-token') {
  const store = makeStore();
  tokenStorage.set(token);
  store.dispatch(credentialsReceived({ token, user: testUser }));
  return store;
}

/** /api/files/a.pdf: the PDF for the refreshed token only, 401 for any other. */
const pdfForRefreshedToken = () =>
  http.get('/api/files/a.pdf', ({ request }) =>
    request.headers.get('authorization') === `Bearer ${REFRESHED_TOKEN}`
      ? new HttpResponse('%PDF-1.7 certificate', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="certificate-LV-AB12-CD34.pdf"',
          },
        })
      : HttpResponse.json(
          { error: 'Your session has expired. Please sign in again.', statusCode: 401 },
          { status: 401 },
        ),
  );

describe('downloadFile (the one download helper)', () => {
  it('saves the answer under the server’s file name, sent with the bearer token', async () => {
    const saved = captureDownloads();
    server.use(pdfForRefreshedToken());
    const store = signedInStore(REFRESHED_TOKEN);
    await expect(
      store.dispatch(downloadFile('/files/a.pdf', { fallbackName: 'fallback.pdf' })),
    ).resolves.toBe('certificate-LV-AB12-CD34.pdf');
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('certificate-LV-AB12-CD34.pdf');
    expect(await saved[0].blob.text()).toBe('%PDF-1.7 certificate');
  });

  it('saves under the caller’s name when it gives one', async () => {
    const saved = captureDownloads();
    server.use(pdfForRefreshedToken());
    const store = signedInStore(REFRESHED_TOKEN);
    await store.dispatch(downloadFile('/files/a.pdf', { name: 'certificate-LV-7K3Q-9M2D.pdf' }));
    expect(saved.map((file) => file.name)).toEqual(['certificate-LV-7K3Q-9M2D.pdf']);
  });

  it('after a 401 refreshes once and downloads with the new token', async () => {
    const saved = captureDownloads();
    let refreshes = 0;
    server.use(
      pdfForRefreshedToken(),
      http.post('/api/auth/refresh-token', () => {
        refreshes += 1;
        return HttpResponse.json({ token: REFRESHED_TOKEN, user: testUser });
      }),
    );
    const store = signedInStore();
    await store.dispatch(downloadFile('/files/a.pdf', { fallbackName: 'fallback.pdf' }));
    expect(refreshes).toBe(1);
    expect(saved.map((file) => file.name)).toEqual(['certificate-LV-AB12-CD34.pdf']);
  });

  it('saves nothing and surfaces the failure when the session cannot be refreshed', async () => {
    const saved = captureDownloads();
    server.use(pdfForRefreshedToken(), authHandlers.refreshFailure());
    const store = signedInStore();
    await expect(
      store.dispatch(downloadFile('/files/a.pdf', { fallbackName: 'fallback.pdf' })),
    ).rejects.toEqual({
      status: 401,
      error: 'Your session has expired. Please sign in again.',
    });
    expect(saved).toEqual([]);
  });

  it('surfaces the server’s sentence for a refused file', async () => {
    const saved = captureDownloads();
    server.use(
      http.get('/api/files/a.pdf', () =>
        HttpResponse.json(
          { error: 'Valuation request not found', statusCode: 404 },
          { status: 404 },
        ),
      ),
    );
    await expect(
      signedInStore('token-1').dispatch(
        downloadFile('/files/a.pdf', { fallbackName: 'fallback.pdf' }),
      ),
    ).rejects.toEqual({ status: 404, error: 'Valuation request not found' });
    expect(saved).toEqual([]);
  });
});

describe('filenameFrom', () => {
  it('takes the server’s name, never a path, else the fallback', () => {
    expect(filenameFrom('attachment; filename="my-data.json"', 'x')).toBe('my-data.json');
    expect(filenameFrom("attachment; filename*=UTF-8''caf%C3%A9.pdf", 'x')).toBe('café.pdf');
    expect(filenameFrom('attachment; filename="../../etc/passwd"', 'x')).toBe('passwd');
    expect(filenameFrom(null, 'fallback.pdf')).toBe('fallback.pdf');
    expect(filenameFrom('attachment; filename="%E0%A4%A"', 'x')).toBe('%E0%A4%A');
  });
});
