import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './server';

// jsdom does not implement scrolling; the router's ScrollRestoration calls it on navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Routes are lazy chunks: on a loaded 2-core CI machine a first render can take over the default 1 s.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
