import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { DashboardScreen } from './DashboardScreen';

describe('DashboardScreen', () => {
  it('greets the user by first name and links the three cards', () => {
    renderWithTheme(<DashboardScreen firstName="Jane" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Jane');
    expect(
      screen.getByText('Manage your valuations and account settings from your personal dashboard.'),
    ).toBeInTheDocument();
    const valuation = screen.getByRole('link', { name: /New Valuation/ });
    expect(valuation).toHaveAttribute('href', '/valuation');
    expect(valuation).toHaveTextContent('Start a new valuation request');
    expect(screen.getByRole('link', { name: /Chat with Expert/ })).toHaveAttribute('href', '/chat');
    expect(
      screen.getByRole('link', { name: /Connect with our valuation experts/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Profile Settings/ })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(
      screen.getByRole('link', { name: /Update your account information/ }),
    ).toBeInTheDocument();
  });

  it.each([undefined, null, ''])('falls back to "Valued Customer" for %p', (firstName) => {
    renderWithTheme(<DashboardScreen firstName={firstName} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome back, Valued Customer',
    );
  });
});
