import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStorage } from '../../lib/session';
import { authHandlers, TEST_TOKEN, testUser } from '../../test/handlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

async function signIn(email = testUser.email, password = 'Correct-horse-1') {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/^email/i), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('shows the server’s error once, in a toast', async () => {
    server.use(authHandlers.loginFailure(401, 'Invalid email or password'));
    renderApp('/login');

    await signIn();

    await waitFor(() =>
      expect(screen.getByTestId('toast-stack')).toHaveTextContent('Invalid email or password'),
    );
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts.filter((text) => text?.includes('Invalid email or password'))).toHaveLength(1);
    expect(tokenStorage.get()).toBeNull();
  });

  it('falls back to "Failed to login" when the server gives no error text', async () => {
    server.use(authHandlers.loginBareFailure(502));
    renderApp('/login');

    await signIn();

    await waitFor(() =>
      expect(screen.getByTestId('toast-stack')).toHaveTextContent('Failed to login'),
    );
  });

  it('says "Network error. Please check your connection." when no response arrives', async () => {
    server.use(authHandlers.loginNetworkError());
    renderApp('/login');

    await signIn();

    await waitFor(() =>
      expect(screen.getByTestId('toast-stack')).toHaveTextContent(
        'Network error. Please check your connection.',
      ),
    );
  });

  it('signs in, stores the token and goes to /dashboard by default', async () => {
    server.use(authHandlers.loginSuccess(testUser, TEST_TOKEN));
    const { router, store } = renderApp('/login');

    await signIn();

    expect(await screen.findByText(/Welcome back, Amelia/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(tokenStorage.get()).toBe(TEST_TOKEN);
    expect(store.getState().auth.user).toEqual(testUser);
    expect(document.title).toBe('Dashboard | Luxe Valuations');
  });

  it('sends a signed-out visitor of a protected page to /login and back there after signing in', async () => {
    server.use(authHandlers.loginSuccess());
    const { router } = renderApp('/chat?thread=42');

    expect(await screen.findByText('Welcome Back')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // The title follows the page in an effect: on a loaded machine a moment after its text.
    await waitFor(() => expect(document.title).toBe('Sign In | Luxe Valuations'));

    await signIn();

    expect(await screen.findByRole('heading', { name: 'Expert Chat' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/chat');
    expect(router.state.location.search).toBe('?thread=42');
    // The login page replaced its history entry: "back" does not return to the form.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-in visitor of /login on to /dashboard', async () => {
    const { router } = renderApp('/login', { user: testUser });

    expect(await screen.findByText(/Welcome back, Amelia/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
