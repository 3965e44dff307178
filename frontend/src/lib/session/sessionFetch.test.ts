import { http, HttpResponse } from 'msw';
import { REFRESHED_TOKEN, testUser } from '../../test/handlers';
import { server } from '../../test/server';
import { NETWORK_ERROR_MESSAGE } from '../apiError';
import { fetchWithSession } from './sessionFetch';
import { tokenStorage } from './tokenStorage';

/** /api/probe/:id answers 200 only to the refreshed token, 401 otherwise. */
const probeRequiringRefreshedToken = () =>
  http.get('/api/probe/:id', ({ params, request }) => {
    const auth = request.headers.get('authorization');
    if (auth !== `Bearer ${REFRESHED_TOKEN}`)
      return HttpResponse.json({ error: 'Unauthorised', statusCode: 401 }, { status: 401 });
    return HttpResponse.json({ id: params.id, auth });
  });

// The site shell's calls share the app's one refresh (lib/session/refresh.ts).
describe('fetchWithSession (the site shell)', () => {
  beforeEach(() => tokenStorage.set('expired-token'));

  it('answers parallel 401s with one refresh, then replays each call with the new token', async () => {
    let refreshCalls = 0;
    server.use(
      probeRequiringRefreshedToken(),
      http.post('/api/auth/refresh-token', async () => {
        refreshCalls += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({ token: REFRESHED_TOKEN, user: testUser });
      }),
    );

    const answers = await Promise.all(
      ['1', '2', '3'].map((id) => fetchWithSession<{ id: string; auth: string }>(`/probe/${id}`)),
    );

    expect(refreshCalls).toBe(1);
    expect(answers.map((a) => a.id)).toEqual(['1', '2', '3']);
    expect(answers.every((a) => a.auth === `Bearer ${REFRESHED_TOKEN}`)).toBe(true);
    expect(tokenStorage.get()).toBe(REFRESHED_TOKEN);
  });

  it('clears the stored token and rejects with the 401 when the refresh is refused', async () => {
    server.use(
      probeRequiringRefreshedToken(),
      http.post('/api/auth/refresh-token', () =>
        HttpResponse.json({ error: 'Session expired', statusCode: 401 }, { status: 401 }),
      ),
    );

    await expect(fetchWithSession('/probe/1')).rejects.toEqual({
      status: 401,
      error: 'Unauthorised',
    });
    expect(tokenStorage.get()).toBeNull();
  });

  it('keeps the session and reports the network error when the refresh gets no answer', async () => {
    server.use(
      probeRequiringRefreshedToken(),
      http.post('/api/auth/refresh-token', () => HttpResponse.error()),
    );

    await expect(fetchWithSession('/probe/1')).rejects.toEqual({
      status: 'NETWORK_ERROR',
      error: NETWORK_ERROR_MESSAGE,
    });
    expect(tokenStorage.get()).toBe('expired-token');
  });

  it('keeps the session when the refresh meets a server error', async () => {
    server.use(
      probeRequiringRefreshedToken(),
      http.post('/api/auth/refresh-token', () =>
        HttpResponse.json({ error: 'Down', statusCode: 503 }, { status: 503 }),
      ),
    );

    await expect(fetchWithSession('/probe/1')).rejects.toMatchObject({ status: 503 });
    expect(tokenStorage.get()).toBe('expired-token');
  });
});
