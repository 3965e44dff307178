import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { BiometricSetupCard } from './BiometricSetupCard';

describe('BiometricSetupCard', () => {
  it('offers setup when the device supports it', async () => {
    const onSetup = jest.fn();
    renderWithTheme(
      <BiometricSetupCard signedIn capability="fingerprint" onSetup={onSetup}>
        <p>the list</p>
      </BiometricSetupCard>,
    );
    expect(screen.getByRole('region', { name: 'Biometric Login' })).toBeInTheDocument();
    expect(screen.getByText(/Use your fingerprint/)).toBeInTheDocument();
    expect(screen.getByText('the list')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up biometric login' }));
    expect(onSetup).toHaveBeenCalledTimes(1);
  });

  it('words the card for Face ID and for generic passkeys', () => {
    const { unmount } = renderWithTheme(
      <BiometricSetupCard signedIn capability="face" onSetup={jest.fn()} />,
    );
    expect(screen.getByText(/Use Face ID/)).toBeInTheDocument();
    unmount();
    renderWithTheme(<BiometricSetupCard signedIn capability="passkey" onSetup={jest.fn()} />);
    expect(screen.getByText(/Use a passkey/)).toBeInTheDocument();
  });

  it('shows a spinner while the support check runs', () => {
    renderWithTheme(
      <BiometricSetupCard signedIn checking capability="unsupported" onSetup={jest.fn()} />,
    );
    expect(
      screen.getByRole('progressbar', { name: 'Checking biometric support' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('reads "Setting up..." and is disabled while busy', () => {
    renderWithTheme(
      <BiometricSetupCard signedIn busy capability="fingerprint" onSetup={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Setting up...' })).toBeDisabled();
  });

  it('is disabled on a device without support', () => {
    renderWithTheme(<BiometricSetupCard signedIn capability="unsupported" onSetup={jest.fn()} />);
    expect(
      screen.getByRole('button', { name: 'Your device does not support biometric authentication' }),
    ).toBeDisabled();
  });

  it('is disabled and asks to log in when signed out, hiding the list', () => {
    renderWithTheme(
      <BiometricSetupCard signedIn={false} checking capability="fingerprint" onSetup={jest.fn()}>
        <p>the list</p>
      </BiometricSetupCard>,
    );
    expect(
      screen.getByRole('button', { name: 'Please log in to setup biometric login' }),
    ).toBeDisabled();
    expect(screen.getByText('Please log in to setup biometric authentication')).toBeInTheDocument();
    expect(screen.queryByText('the list')).not.toBeInTheDocument();
  });
});
