import { screen } from '@testing-library/react';
import { sampleUser } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { DashboardScreen } from './DashboardScreen';

describe('DashboardScreen', () => {
  it('greets the user by first name and links the three cards', () => {
    renderWithTheme(<DashboardScreen user={sampleUser({ firstName: 'Jane' })} />);
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

  it.each([undefined, null, sampleUser({ firstName: '' }), sampleUser({ firstName: '  ' })])(
    'falls back to "Valued Customer" for %p',
    (user) => {
      renderWithTheme(<DashboardScreen user={user} />);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Welcome back, Valued Customer',
      );
    },
  );
});
