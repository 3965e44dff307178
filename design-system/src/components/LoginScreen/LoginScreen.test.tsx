import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { LoginScreen } from './LoginScreen';

describe('LoginScreen', () => {
  it('shows the heading, text, login form and links', () => {
    renderWithTheme(
      <LoginScreen onSubmit={jest.fn()} biometricSlot={<button>Use Biometric Login</button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to access your valuations')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use Biometric Login' })).toBeInTheDocument();
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
