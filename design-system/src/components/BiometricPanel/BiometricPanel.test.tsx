import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { BiometricPanel, type BiometricKind } from './BiometricPanel';

describe('BiometricPanel', () => {
  it.each<[BiometricKind, string, string]>([
    ['face', 'Sign in with Face ID', 'Use Face ID to sign in to your account securely.'],
    [
      'fingerprint',
      'Sign in with Fingerprint',
      'Touch the fingerprint sensor to sign in securely.',
    ],
    ['passkey', 'Sign in with a Passkey', 'Use a passkey saved on this device or your phone.'],
  ])('words the %s panel', (kind, heading, text) => {
    renderWithTheme(<BiometricPanel kind={kind} onAuthenticate={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: heading })).toBeInTheDocument();
  });

  it('authenticates and goes back to the form on request', async () => {
    const onAuthenticate = jest.fn();
    const onCancel = jest.fn();
    renderWithTheme(
      <BiometricPanel kind="fingerprint" onAuthenticate={onAuthenticate} onCancel={onCancel} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Authenticate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use password instead' }));
    expect(onAuthenticate).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('reads "Authenticating..." and is disabled while busy', () => {
    renderWithTheme(
      <BiometricPanel kind="face" busy onAuthenticate={jest.fn()} onCancel={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Authenticating...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Authenticate' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use password instead' })).toBeDisabled();
  });
});
