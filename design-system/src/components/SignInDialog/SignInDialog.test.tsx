import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { SignInDialog } from './SignInDialog';

jest.setTimeout(20000);

describe('SignInDialog', () => {
  it('opens on "Create Account" pre-filled from the wizard, and registers', async () => {
    const user = userEvent.setup({ delay: null });
    const onRegister = jest.fn(async () => {});
    renderWithTheme(
      <SignInDialog
        open
        registerDefaults={{ firstName: 'Amelia', lastName: 'Hart', email: 'amelia@example.co.uk' }}
        onLogin={jest.fn()}
        onRegister={onRegister}
        onClose={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign in to continue' });
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Amelia');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('amelia@example.co.uk');
    await user.type(within(dialog).getByLabelText('Password'), 'Sup3r$ecret');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'Sup3r$ecret');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(onRegister).toHaveBeenCalledWith(
        expect.objectContaining({
          firstName: 'Amelia',
          email: 'amelia@example.co.uk',
          password: 'Sup3r$ecret',
        }),
      ),
    );
  });

  it('switches to "Sign In" and shows a failure', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(
      <SignInDialog
        open
        registerDefaults={{ email: 'amelia@example.co.uk' }}
        onLogin={jest.fn()}
        onRegister={jest.fn()}
        onClose={jest.fn()}
        errorMessage="Invalid email or password"
      />,
    );
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('amelia@example.co.uk');
    expect(screen.queryByLabelText(/^Confirm Password/)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
  });
});
