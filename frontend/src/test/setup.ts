import '@testing-library/jest-dom';
import { server } from './server';

// jsdom does not implement scrolling; the router's ScrollRestoration calls it on navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
