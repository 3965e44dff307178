import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('submits its form when pressed', async () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <SubmitButton busyLabel="Signing in...">Sign In</SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('reads its busy label, shows a spinner and cannot be pressed while busy', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <SubmitButton type="button" busy busyLabel="Signing in..." onClick={onClick}>
        Sign In
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    // The spinner is decoration: hidden from assistive technology.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(button.querySelector('.MuiCircularProgress-root')).toBeInTheDocument();
    // Even a click that gets through (pointer-events ignored) does nothing.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its text while busy when no busy label is given', () => {
    renderWithTheme(<SubmitButton busy>Create Account</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  });

  it('can be disabled while not busy', () => {
    renderWithTheme(<SubmitButton disabled>Save Changes</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });
});
