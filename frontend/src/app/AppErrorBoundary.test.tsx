import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import { AppProviders } from './providers';
import { makeStore } from './store';
import { RootLayout } from './RootLayout';
import { credentialsReceived } from '../lib/session';
import { testUser } from '../test/handlers';
import { renderApp } from '../test/renderApp';

// The dashboard's code does not arrive (a chunk gone after a deploy, the network down).
jest.mock('../features/dashboard/DashboardPage', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function Broken(): never {
  throw new Error('The valuation list could not be drawn');
}

describe('error screens', () => {
  beforeEach(() => {
    // React reports caught render errors on the console; keep the test output readable.
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('a rendering error shows "Something went wrong"; "Try again" retries', async () => {
    const onRetry = jest.fn();
    render(
      <AppProviders store={makeStore()} colorMode="dark" persistColorMode={false}>
        <AppErrorBoundary onRetry={onRetry}>
          <Broken />
        </AppErrorBoundary>
      </AppProviders>,
    );

    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText(/The valuation list could not be drawn/)).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a part with a fallback fails alone: the rest of the page stays', () => {
    render(
      <AppProviders store={makeStore()} colorMode="dark" persistColorMode={false}>
        <AppErrorBoundary fallback={null}>
          <Broken />
        </AppErrorBoundary>
        <button type="button">Continue</button>
      </AppProviders>,
    );
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('a signed-in user without a first name gets the navbar ("User"), not an error', async () => {
    const store = makeStore();
    store.dispatch(
      credentialsReceived({ token: 'token', user: { ...testUser, firstName: undefined } }),
    );
    render(
      <AppProviders store={store} colorMode="dark" persistColorMode={false}>
        <MemoryRouter>
          <Routes>
            <Route path="/" element={<RootLayout />}>
              <Route index element={<p>Page</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Account menu for User' })).toBeVisible();
    expect(screen.getByText('Page')).toBeInTheDocument();
  });

  it('a page that fails to render keeps the navbar and shows the fallback', async () => {
    render(
      <AppProviders store={makeStore()} colorMode="dark" persistColorMode={false}>
        <MemoryRouter>
          <Routes>
            <Route path="/" element={<RootLayout />}>
              <Route index element={<Broken />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('a routing error (a route module that fails to load) shows "Unexpected Application Error!"', async () => {
    renderApp('/dashboard', { user: testUser });

    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
  });
});
