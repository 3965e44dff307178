import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { makeStore } from '../app/store';
import type { User } from '@valuation/contracts';
import { sessionChecked, tokenStorage } from '../lib/session';
import { TEST_TOKEN } from './handlers';

interface RenderAppOptions {
  /** Signed in as this user (token stored, session check done); signed out when omitted. */
  user?: User;
}

/** The real route table in a memory router with a fresh store: what a visitor would get. */
export function renderApp(entry: InitialEntry, { user }: RenderAppOptions = {}) {
  const store = makeStore();
  if (user) {
    tokenStorage.set(TEST_TOKEN);
    store.dispatch(sessionChecked({ token: TEST_TOKEN, user }));
  } else {
    store.dispatch(sessionChecked(null));
  }
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const view = render(
    <AppProviders store={store} colorMode="dark" persistColorMode={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router };
}
