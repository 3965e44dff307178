import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { ResetPasswordScreen } from './ResetPasswordScreen';

describe('ResetPasswordScreen', () => {
  it('asks for a new password with the register rules and submits password + confirmation', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<ResetPasswordScreen onSubmit={onSubmit} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose a New Password' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'secret123!');
    expect(
      await screen.findByText('Password must contain at least one uppercase letter'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Secret123!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        password: 'Secret123!',
        confirmPassword: 'Secret123!',
      }),
    );
  });

  it('offers a new link when the link is invalid', () => {
    renderWithTheme(<ResetPasswordScreen onSubmit={jest.fn()} invalidLink />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });
});
