import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until "Show password" is pressed, then offers "Hide password"', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PasswordField id="pw" label="Password" defaultValue="Sapphire#2026" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Sapphire#2026');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('lets one toggle drive several fields, with its own accessible names', async () => {
    const user = userEvent.setup();
    function Pair() {
      const [visible, setVisible] = useState(false);
      return (
        <>
          <PasswordField
            id="new"
            label="New password"
            visible={visible}
            onVisibleChange={setVisible}
            toggleLabels={{ show: 'Show passwords', hide: 'Hide passwords' }}
          />
          <PasswordField
            id="confirm"
            label="Confirm new password"
            visible={visible}
            toggle={false}
          />
        </>
      );
    }
    renderWithTheme(<Pair />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Show passwords' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide passwords' })).toBeInTheDocument();
  });

  it('shows its error and keeps the caller’s input attributes', () => {
    renderWithTheme(
      <PasswordField
        id="pw"
        label="Password"
        error
        helperText="Password is required"
        slotProps={{ htmlInput: { 'aria-required': true } }}
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Password is required');
  });
});
