import { screen, within } from '@testing-library/react';
import { sampleUser, sampleValuation } from '../../test/fixtures';
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

  it('lists "Your valuations" newest first with reference, service, tier, status, price and date', () => {
    const older = sampleValuation({
      id: 'a',
      reference: 'LV-AAAA-1111',
      createdAt: '2026-10-01T09:00:00.000Z',
    });
    const newer = sampleValuation({
      id: 'b',
      reference: 'LV-BBBB-2222',
      serviceType: 'handbag',
      serviceTier: 'standard',
      status: 'awaiting_payment',
      price: { tier: 115, autoRevalue: 0, total: 115, currency: 'GBP' },
      createdAt: '2026-11-20T09:00:00.000Z',
    });
    renderWithTheme(<DashboardScreen user={sampleUser()} valuations={[older, newer]} />);
    const list = screen.getByRole('region', { name: 'Your valuations' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/valuations/b',
      '/valuations/a',
    ]);
    expect(links[0]).toHaveTextContent('LV-BBBB-2222');
    expect(links[0]).toHaveTextContent('Handbag, Standard');
    expect(links[0]).toHaveTextContent('Awaiting payment');
    expect(links[0]).toHaveTextContent('£115');
    expect(links[0]).toHaveTextContent('20 November 2026');
    expect(links[1]).toHaveTextContent('Watch, Express');
  });

  it('leads to /valuation when there are no valuations yet', () => {
    renderWithTheme(<DashboardScreen user={sampleUser()} valuations={[]} />);
    const list = screen.getByRole('region', { name: 'Your valuations' });
    expect(list).toHaveTextContent('You have not requested a valuation yet.');
    expect(within(list).getByRole('link', { name: 'Start a valuation' })).toHaveAttribute(
      'href',
      '/valuation',
    );
  });
});
