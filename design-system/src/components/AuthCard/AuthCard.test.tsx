import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { AuthCard } from './AuthCard';

it('renders the title as the page heading with description, content and footer', () => {
  renderWithTheme(
    <AuthCard title="Welcome Back" description="Sign in" footer={<span>Footer</span>}>
      <p>Body</p>
    </AuthCard>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  expect(screen.getByText('Sign in')).toBeInTheDocument();
  expect(screen.getByText('Body')).toBeInTheDocument();
  expect(screen.getByText('Footer')).toBeInTheDocument();
});
