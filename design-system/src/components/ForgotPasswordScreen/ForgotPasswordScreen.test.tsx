import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

describe('ForgotPasswordScreen', () => {
  it('shows the heading, text, email field and sign-in link', () => {
    renderWithTheme(<ForgotPasswordScreen onSubmit={jest.fn()} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Forgot Your Password?' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Enter your email address and we'll send you a link to reset your password.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Remember your password\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('submits the email', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<ForgotPasswordScreen onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'jane@example.com' })),
    );
  });
});
