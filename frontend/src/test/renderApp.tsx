import { render } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type InitialEntry,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/AppRoutes';
import { makeStore } from '../app/store';
import type { User } from '@valuation/contracts';
import { sessionChecked, tokenStorage } from '../lib/session';
import { TEST_TOKEN } from './handlers';

interface RenderAppOptions {
  /** Signed in as this user (token stored, session check done); signed out when omitted. */
  user?: User;
}

/** Where the test's router is, and a way to go elsewhere, as a visitor's address bar would. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
}

/** Keeps the router's latest location and its navigate function where the test can read them. */
function RouterProbe({ into }: { into: Partial<TestRouter> }) {
  into.state = { location: useLocation(), historyAction: useNavigationType() };
  into.navigate = useNavigate();
  return null;
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
  const router: Partial<TestRouter> = {};
  const view = render(
    <AppProviders store={store} colorMode="dark" persistColorMode={false}>
      <MemoryRouter initialEntries={[entry]}>
        <RouterProbe into={router} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store, router: router as TestRouter };
}
