import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './server';

// A test of build-time code runs in Node (`@jest-environment node`): no window there.
const browser = typeof window !== 'undefined';

// jsdom does not implement scrolling; the router's ScrollRestoration calls it on navigation.
if (browser) window.scrollTo = (() => {}) as typeof window.scrollTo;

// The signed-in layout opens the bell's live connection (lib/liveSocket): in tests it never
// connects, unless a test plays the server with a FakeSocket of its own (jest.mock there).
jest.mock('../lib/liveSocket', () => ({ openLiveSocket: () => new Promise(() => {}) }));

// Routes are lazy chunks: on a loaded 2-core CI machine a first render can take over the default
// 1 s, and the staff console's first render took over 5 s beside the design-system lane.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  if (browser) window.localStorage.clear();
});
afterAll(() => server.close());
