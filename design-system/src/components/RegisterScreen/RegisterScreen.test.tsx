import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { RegisterScreen } from './RegisterScreen';

describe('RegisterScreen', () => {
  it('shows the heading, text, register form and the sign-in link', () => {
    renderWithTheme(<RegisterScreen onSubmit={jest.fn()} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Join us to request and track your valuations')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('submits the filled form', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(
      <RegisterScreen onSubmit={onSubmit} errorMessage="Registration failed. Please try again." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First Name'), 'Jane');
    await user.type(screen.getByLabelText('Last Name'), 'Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
