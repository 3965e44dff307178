import { setupServer } from 'msw/node';

/** One msw server for the Jest run; tests add handlers with `server.use(...)`. */
export const server = setupServer();
