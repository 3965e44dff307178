import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStorage } from '../../lib/session';
import { authHandlers, TEST_TOKEN, testUser } from '../../test/handlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

async function fillAndSubmit() {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/^first name/i), 'Amelia');
  await user.type(screen.getByLabelText(/^last name/i), 'Hart');
  await user.type(screen.getByLabelText(/^email/i), testUser.email);
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Str0ng!Pass');
  await user.type(screen.getByLabelText(/^confirm password/i), 'Str0ng!Pass');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

const toastText = () => screen.getByTestId('toast-stack');

describe('RegisterPage', () => {
  it('explains a duplicate email in words a person understands', async () => {
    server.use(authHandlers.registerDuplicate());
    renderApp('/register');

    await fillAndSubmit();

    await waitFor(() =>
      expect(toastText()).toHaveTextContent(
        'This email is already registered. Please try logging in instead.',
      ),
    );
    expect(toastText()).not.toHaveTextContent('Email already registered');
  });

  it('shows the server’s own error text otherwise', async () => {
    server.use(
      authHandlers.registerFailure(429, 'Too many sign-ups from this address. Try again later.'),
    );
    renderApp('/register');

    await fillAndSubmit();

    await waitFor(() =>
      expect(toastText()).toHaveTextContent(
        'Too many sign-ups from this address. Try again later.',
      ),
    );
  });

  it('falls back to "Registration failed. Please try again." without an error text', async () => {
    server.use(authHandlers.registerFailure(500));
    renderApp('/register');

    await fillAndSubmit();

    await waitFor(() =>
      expect(toastText()).toHaveTextContent('Registration failed. Please try again.'),
    );
    expect(
      screen
        .getAllByRole('alert')
        .some((a) => a.textContent?.includes('Registration failed. Please try again.')),
    ).toBe(true);
  });

  it('welcomes the new customer and opens the dashboard', async () => {
    server.use(authHandlers.registerSuccess(testUser, TEST_TOKEN));
    const { router } = renderApp('/register');

    await fillAndSubmit();

    expect(await screen.findByText(/Welcome back, Amelia/)).toBeInTheDocument();
    expect(toastText()).toHaveTextContent('Welcome! Your account has been created successfully.');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(tokenStorage.get()).toBe(TEST_TOKEN);
  });
});
