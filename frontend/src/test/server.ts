import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * One msw server for the Jest run; tests add handlers with `server.use(...)`. The dashboard asks
 * for the customer's valuations on every visit, so journeys that merely land there (sign-in,
 * register) get an empty list unless a test says otherwise.
 */
export const server = setupServer(
  http.get('/api/valuations', () => HttpResponse.json({ valuations: [] })),
  http.get('/api/visits', () => HttpResponse.json({ visits: [] })),
);
