import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateAfter, typeBeforeHydration } from '../../test/hydrate';
import { renderWithTheme } from '../../test/render';
import { AuthForm, LOGIN_AUTO_SUBMIT_DELAY_MS } from './AuthForm';

describe('AuthForm', () => {
  describe('login mode', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    it('shows Email and Password with the right autocomplete and a Sign In button', () => {
      renderWithTheme(<AuthForm mode="login" onSubmit={jest.fn()} />);
      expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
      expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
      expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    });

    it('auto-submits 1 s after the form becomes valid, once per email/password pair', async () => {
      const onSubmit = jest.fn();
      const { rerender } = renderWithTheme(<AuthForm mode="login" onSubmit={onSubmit} />);
      const u = user();
      await u.type(screen.getByLabelText('Email'), 'jane@example.com');
      await u.type(screen.getByLabelText('Password'), 'Secret123!');
      act(() => jest.advanceTimersByTime(LOGIN_AUTO_SUBMIT_DELAY_MS - 100));
      expect(onSubmit).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(200);
      });
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'jane@example.com', password: 'Secret123!' }),
      );

      // A failed login (submitting back to false with an error) does not loop.
      rerender(
        <AuthForm mode="login" onSubmit={onSubmit} errorMessage="Invalid email or password" />,
      );
      await act(async () => {
        jest.advanceTimersByTime(3000);
      });
      expect(onSubmit).toHaveBeenCalledTimes(1);

      // Typing a new password restarts the timer.
      await u.type(screen.getByLabelText('Password'), '9');
      await act(async () => {
        jest.advanceTimersByTime(LOGIN_AUTO_SUBMIT_DELAY_MS + 50);
      });
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    });

    it('does not auto-submit an invalid form or when autoSubmit is false', async () => {
      const onSubmit = jest.fn();
      const { unmount } = renderWithTheme(<AuthForm mode="login" onSubmit={onSubmit} />);
      const u = user();
      await u.type(screen.getByLabelText('Email'), 'jane@');
      await u.type(screen.getByLabelText('Password'), 'Secret123!');
      await act(async () => {
        jest.advanceTimersByTime(2000);
      });
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByText('Invalid email address')).toBeInTheDocument();
      unmount();

      renderWithTheme(<AuthForm mode="login" onSubmit={onSubmit} autoSubmit={false} />);
      await u.type(screen.getByLabelText('Email'), 'jane@example.com');
      await u.type(screen.getByLabelText('Password'), 'Secret123!');
      await act(async () => {
        jest.advanceTimersByTime(2000);
      });
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('disables the button while submitting and shows the error banner', () => {
      renderWithTheme(
        <AuthForm mode="login" onSubmit={jest.fn()} submitting errorMessage="Failed to login" />,
      );
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to login');
    });

    it('keeps the password field usable and focused while signing in by itself', async () => {
      let finish: () => void = () => undefined;
      const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      renderWithTheme(<AuthForm mode="login" onSubmit={onSubmit} />);
      const u = user();
      await u.type(screen.getByLabelText('Email'), 'jane@example.com');
      const password = screen.getByLabelText('Password');
      await u.type(password, 'Secret123!');
      await act(async () => {
        jest.advanceTimersByTime(LOGIN_AUTO_SUBMIT_DELAY_MS + 50);
      });
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      // The request is under way: the customer goes on typing where they were.
      expect(password).toBeEnabled();
      expect(password).toHaveFocus();
      await u.type(password, 'more');
      expect(password).toHaveValue('Secret123!more');
      await act(async () => finish());
      await act(async () => {
        jest.advanceTimersByTime(LOGIN_AUTO_SUBMIT_DELAY_MS + 50);
      });
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
      expect(onSubmit).toHaveBeenLastCalledWith(
        expect.objectContaining({ password: 'Secret123!more' }),
      );
    });

    it('toggles password visibility', async () => {
      renderWithTheme(<AuthForm mode="login" onSubmit={jest.fn()} />);
      const password = screen.getByLabelText('Password');
      expect(password).toHaveAttribute('type', 'password');
      await user().click(screen.getByRole('button', { name: 'Show password' }));
      expect(password).toHaveAttribute('type', 'text');
      expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
    });
  });

  describe('register mode', () => {
    it('shows every field, the checklist and the rule messages', async () => {
      const onSubmit = jest.fn();
      renderWithTheme(<AuthForm mode="register" onSubmit={onSubmit} />);
      const u = userEvent.setup();
      expect(screen.getByLabelText('First Name')).toHaveAttribute('autocomplete', 'given-name');
      expect(screen.getByLabelText('Last Name')).toHaveAttribute('autocomplete', 'family-name');
      expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
      expect(screen.getByRole('list', { name: 'Password requirements' })).toHaveTextContent(
        'At least 8 characters (not met)',
      );

      await u.type(screen.getByLabelText('Password'), 'secret123!');
      expect(
        await screen.findByText('Password must contain at least one uppercase letter'),
      ).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Password requirements' })).toHaveTextContent(
        'At least 8 characters (met)',
      );
      await u.type(screen.getByLabelText('Confirm Password'), 'different');
      expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    });

    it('shows required errors on submit and submits a valid form', async () => {
      const onSubmit = jest.fn();
      renderWithTheme(<AuthForm mode="register" onSubmit={onSubmit} />);
      const u = userEvent.setup();
      await u.click(screen.getByRole('button', { name: 'Create Account' }));
      expect(await screen.findByText('First name is required')).toBeInTheDocument();
      expect(screen.getByText('Last name is required')).toBeInTheDocument();
      expect(screen.getByText('Email is required')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();

      await u.type(screen.getByLabelText('First Name'), 'Jane');
      await u.type(screen.getByLabelText('Last Name'), 'Doe');
      await u.type(screen.getByLabelText('Email'), 'jane@example.com');
      await u.type(screen.getByLabelText('Password'), 'Secret123!');
      await u.type(screen.getByLabelText('Confirm Password'), 'Secret123!');
      await u.click(screen.getByRole('button', { name: 'Create Account' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({
          firstName: 'Jane',
          lastName: 'Doe',
          email: 'jane@example.com',
          password: 'Secret123!',
          confirmPassword: 'Secret123!',
        }),
      );
    });
  });

  it('forgot-password mode has only Email and a Reset Password button', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<AuthForm mode="forgot-password" onSubmit={onSubmit} />);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Email'), 'jane@example.com');
    await u.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'jane@example.com' })),
    );
  });

  describe('on a prerendered page, what was typed before hydration', () => {
    let consoleError: jest.SpyInstance;
    beforeEach(() => {
      consoleError = jest.spyOn(console, 'error');
    });
    afterEach(() => {
      // Hydration kept the typed values without a mismatch or any other error.
      expect(consoleError).not.toHaveBeenCalled();
      consoleError.mockRestore();
    });

    it('is what the login form submits', async () => {
      const onSubmit = jest.fn();
      hydrateAfter(<AuthForm mode="login" onSubmit={onSubmit} autoSubmit={false} />, (page) => {
        typeBeforeHydration(page, 'email', 'jane@example.com');
        typeBeforeHydration(page, 'password', 'Secret123!');
      });
      expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith(
          expect.objectContaining({ email: 'jane@example.com', password: 'Secret123!' }),
        ),
      );
      expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
    });

    it('signs in by itself once hydrated (the login form submits itself once valid)', async () => {
      const onSubmit = jest.fn();
      hydrateAfter(<AuthForm mode="login" onSubmit={onSubmit} />, (page) => {
        typeBeforeHydration(page, 'email', 'jane@example.com');
        typeBeforeHydration(page, 'password', 'Secret123!');
      });
      await waitFor(
        () =>
          expect(onSubmit).toHaveBeenCalledWith(
            expect.objectContaining({ email: 'jane@example.com', password: 'Secret123!' }),
          ),
        { timeout: LOGIN_AUTO_SUBMIT_DELAY_MS + 1000 },
      );
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });

    it('is what the register form submits, and the checklist follows the typed password', async () => {
      const onSubmit = jest.fn();
      hydrateAfter(<AuthForm mode="register" onSubmit={onSubmit} />, (page) => {
        typeBeforeHydration(page, 'firstName', 'Jane');
        typeBeforeHydration(page, 'lastName', 'Doe');
        typeBeforeHydration(page, 'email', 'jane@example.com');
        typeBeforeHydration(page, 'password', 'Secret123!');
        typeBeforeHydration(page, 'confirmPassword', 'Secret123!');
      });
      expect(screen.getByRole('list', { name: 'Password requirements' })).toHaveTextContent(
        'At least 8 characters (met)',
      );
      await userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({
          firstName: 'Jane',
          lastName: 'Doe',
          email: 'jane@example.com',
          password: 'Secret123!',
          confirmPassword: 'Secret123!',
        }),
      );
    });

    it('leaves the fields not typed in untouched and without errors', async () => {
      const onSubmit = jest.fn();
      hydrateAfter(<AuthForm mode="register" onSubmit={onSubmit} />, (page) => {
        typeBeforeHydration(page, 'firstName', 'Jane');
      });
      // Let validation settle: nothing is shown for the fields the visitor has not reached.
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(screen.queryByText(/is required/)).not.toBeInTheDocument();

      // Submitting flags the empty fields, never the typed one.
      await userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }));
      expect(await screen.findByText('Last name is required')).toBeInTheDocument();
      expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('is what the forgot-password form submits', async () => {
      const onSubmit = jest.fn();
      hydrateAfter(<AuthForm mode="forgot-password" onSubmit={onSubmit} />, (page) => {
        typeBeforeHydration(page, 'email', 'jane@example.com');
      });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Reset Password' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith(
          expect.objectContaining({ email: 'jane@example.com' }),
        ),
      );
    });
  });
});
