/**
 * MSW handler factories for the marketing pages (catalogue + contact), shared by the Jest tests
 * and the connected Storybook stories.
 */
import { delay, http, HttpResponse } from 'msw';
import { CATALOGUE, type Catalogue } from '@valuation/contracts';

export interface SentContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const catalogueHandlers = {
  success: (catalogue: Catalogue = CATALOGUE) =>
    http.get('/api/valuations/catalogue', () => HttpResponse.json(catalogue)),

  /** Never answers within a test: the pages stay in their loading state. */
  pending: () =>
    http.get('/api/valuations/catalogue', async () => {
      await delay('infinite');
      return HttpResponse.json(CATALOGUE);
    }),

  networkError: () => http.get('/api/valuations/catalogue', () => HttpResponse.error()),

  /** Fails `times` times with a network error, then answers. */
  failingThenSuccess: (times = 1, catalogue: Catalogue = CATALOGUE) => {
    let failures = 0;
    return http.get('/api/valuations/catalogue', () => {
      if (failures < times) {
        failures += 1;
        return HttpResponse.error();
      }
      return HttpResponse.json(catalogue);
    });
  },
};

export const contactHandlers = {
  /** Answers 201 and records what was sent in `sent` (when given). */
  success: (sent?: SentContactMessage[]) =>
    http.post('/api/contact', async ({ request }) => {
      sent?.push((await request.json()) as SentContactMessage);
      return HttpResponse.json(
        { success: true, id: '0d6f3c1e-7a2b-4c5d-9e8f-1a2b3c4d5e6f' },
        { status: 201 },
      );
    }),

  failure: (status = 429, error = 'Too many messages sent. Please try again later.') =>
    http.post('/api/contact', () => HttpResponse.json({ error, statusCode: status }, { status })),

  slow: (ms = 60_000) =>
    http.post('/api/contact', async () => {
      await delay(ms);
      return HttpResponse.json({ success: true, id: 'slow' }, { status: 201 });
    }),
};
