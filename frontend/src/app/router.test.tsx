import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { startSession } from '../features/session';
import { takeHandOff } from '../lib/handoff';
import { tokenStorage } from '../lib/session';
import { replaceWith } from '../site/navigate';
import { authHandlers, TEST_TOKEN, testUser } from '../test/handlers';
import { catalogueHandlers } from '../test/marketingHandlers';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { AppProviders } from './providers';
import { AppRoutes } from './AppRoutes';
import { makeStore } from './store';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

// Loading a page of the site shell is the document's business: the test sees where it would go.
jest.mock('../site/navigate', () => ({
  ...jest.requireActual('../site/navigate'),
  replaceWith: jest.fn(),
}));
const replaced = jest.mocked(replaceWith);

describe('routes', () => {
  // Home, Services and Terms read the valuation catalogue.
  beforeEach(() => server.use(catalogueHandlers.success()));

  it.each([
    '/',
    '/about',
    '/services',
    '/contact',
    '/terms',
    '/valuation',
    '/visits/book',
    '/login',
  ])('%s is a page of the site shell: the app loads it, having no copy of it', async (path) => {
    renderApp(path);
    await waitFor(() => expect(replaced).toHaveBeenCalledWith(path));
  });

  it('sends any other path to / replacing history', async () => {
    const { router } = renderApp('/no-such-page');
    await waitFor(() => expect(replaced).toHaveBeenCalledWith('/'));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(['/dashboard', '/profile', '/chat'])(
    '%s sends a signed-out visitor to /login, handing it where they were going',
    async (path) => {
      renderApp(path);
      await waitFor(() => expect(replaced).toHaveBeenCalledWith('/login'));
      expect(takeHandOff('/login')).toEqual({ from: expect.objectContaining({ pathname: path }) });
    },
  );

  it('shows "Loading..." on a protected page while the session check runs', async () => {
    tokenStorage.set(TEST_TOKEN);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/auth/validate', async () => {
        await answered;
        return HttpResponse.json({ success: true, user: testUser });
      }),
    );
    const store = makeStore();
    const session = store.dispatch(startSession());
    render(
      <AppProviders store={store} colorMode="dark" persistColorMode={false}>
        <MemoryRouter initialEntries={['/profile']}>
          <AppRoutes />
          <Where />
        </MemoryRouter>
      </AppProviders>,
    );

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await act(async () => {
      answer();
      await session;
    });
    expect(await screen.findByRole('heading', { name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/profile');
  });

  it('sign out calls the server, goes to / and forgets the user', async () => {
    let logoutCalls = 0;
    server.use(
      http.post('/api/auth/logout', () => {
        logoutCalls += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    const { router, store } = renderApp('/dashboard', { user: testUser });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Account menu for Amelia' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(logoutCalls).toBe(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(tokenStorage.get()).toBeNull();
    // Home is the site shell's page: loaded by the document.
    await waitFor(() => expect(replaced).toHaveBeenCalledWith('/'));

    // Afterwards a protected page asks for a sign-in again.
    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('password reset pages', () => {
  const submitEmail = async () => {
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^email/i), testUser.email);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  };

  it('forgot password: success goes to /login with the instructions toast', async () => {
    server.use(authHandlers.resetPasswordSuccess());
    const { router } = renderApp('/forgot-password');
    await submitEmail();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByTestId('toast-stack')).toHaveTextContent(
      'Password reset instructions have been sent to your email. Please check your inbox.',
    );
  });

  it('forgot password: a "not found" error reads "No account found with this email address."', async () => {
    server.use(authHandlers.resetPasswordFailure(404, 'User not found'));
    renderApp('/forgot-password');
    await submitEmail();
    await waitFor(() =>
      expect(screen.getByTestId('toast-stack')).toHaveTextContent(
        'No account found with this email address.',
      ),
    );
  });

  it('forgot password: without an error text, "Failed to send reset instructions."', async () => {
    server.use(
      http.post('/api/auth/reset-password', () => new HttpResponse(null, { status: 500 })),
    );
    renderApp('/forgot-password');
    await submitEmail();
    await waitFor(() =>
      expect(screen.getByTestId('toast-stack')).toHaveTextContent(
        'Failed to send reset instructions.',
      ),
    );
  });

  it('reset link without a token is shown as invalid', async () => {
    renderApp('/reset-password');
    expect(
      await screen.findByText('This reset link is invalid or has expired.'),
    ).toBeInTheDocument();
  });

  it('a used or expired reset link is said so as the page opens, before any password', async () => {
    server.use(authHandlers.checkResetInvalid());
    renderApp('/reset-password?token=used-token');
    expect(await screen.findByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
    expect(screen.getByText('This reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^new password/i, { selector: 'input' })).toBeNull();
  });

  it('reset link refused by the server is shown as invalid; a good one leads to /login', async () => {
    server.use(authHandlers.checkResetValid(), authHandlers.confirmResetInvalid());
    renderApp('/reset-password?token=used-token');
    const user = userEvent.setup({ delay: null });
    await user.type(
      await screen.findByLabelText(/^new password|^password/i, { selector: 'input' }),
      'Str0ng!Pass',
    );
    await user.type(screen.getByLabelText(/^confirm/i, { selector: 'input' }), 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: /reset|save|set/i }));
    expect(await screen.findByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });
});
