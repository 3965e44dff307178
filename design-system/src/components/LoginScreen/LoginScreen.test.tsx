import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { LoginScreen } from './LoginScreen';

describe('LoginScreen', () => {
  it('shows the heading, text, login form and links', () => {
    renderWithTheme(<LoginScreen onSubmit={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to access your valuations')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
  });

  it('passes the error message and submitting state to the form', () => {
    renderWithTheme(<LoginScreen onSubmit={jest.fn()} submitting errorMessage="Failed to login" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });
});

describe('LoginScreen with biometric sign-in', () => {
  const biometric = (overrides = {}) => ({
    kind: 'fingerprint' as const,
    open: false,
    onOpen: jest.fn(),
    onClose: jest.fn(),
    onAuthenticate: jest.fn(),
    ...overrides,
  });

  it('offers passkeys in the email autofill and shows "Use Biometric Login"', async () => {
    const props = biometric();
    renderWithTheme(<LoginScreen onSubmit={jest.fn()} biometric={props} />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username webauthn');
    await userEvent.click(screen.getByRole('button', { name: 'Use Biometric Login' }));
    expect(props.onOpen).toHaveBeenCalledTimes(1);
  });

  it('has no biometric button when the device does not support it', () => {
    renderWithTheme(<LoginScreen onSubmit={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Use Biometric Login' })).not.toBeInTheDocument();
  });

  it('swaps the form for the biometric panel while open', async () => {
    const props = biometric({ open: true, kind: 'face' });
    renderWithTheme(<LoginScreen onSubmit={jest.fn()} biometric={props} />);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in with Face ID' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Authenticate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use password instead' }));
    expect(props.onAuthenticate).toHaveBeenCalledTimes(1);
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('reads "Authenticating..." while busy', () => {
    renderWithTheme(
      <LoginScreen onSubmit={jest.fn()} biometric={biometric({ open: true, busy: true })} />,
    );
    expect(screen.getByRole('button', { name: 'Authenticating...' })).toBeDisabled();
  });
});
