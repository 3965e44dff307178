import { screen, within } from '@testing-library/react';
import { completedValuation, sampleUser, sampleValuation } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { sampleVisit } from '../../test/visitFixtures';
import { DashboardScreen } from './DashboardScreen';

describe('DashboardScreen', () => {
  it('greets the user by first name and links the four cards', () => {
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
    expect(screen.getByRole('link', { name: /My Collection/ })).toHaveAttribute(
      'href',
      '/collection',
    );
  });

  it.each([
    undefined,
    null,
    sampleUser({ firstName: '' }),
    sampleUser({ firstName: '  ' }),
    sampleUser({ firstName: undefined }),
  ])('falls back to "Valued Customer" for %p', (user) => {
    renderWithTheme(<DashboardScreen user={user} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome back, Valued Customer',
    );
  });

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

  it('shows a notice, linked to the request, when an expert recommended a revaluation', () => {
    const recommended = {
      ...completedValuation(),
      id: 'r',
      reference: 'LV-RRRR-2222',
      revaluationRecommendation: {
        reason: 'Steel sports watches rose sharply this year.',
        at: '2026-11-23T10:00:00.000Z',
      },
    };
    const plain = sampleValuation({ id: 'p', reference: 'LV-PPPP-3333' });
    renderWithTheme(<DashboardScreen user={sampleUser()} valuations={[recommended, plain]} />);
    const title = screen.getByRole('heading', {
      level: 2,
      name: 'We recommend updating your valuation LV-RRRR-2222',
    });
    expect(title).toBeVisible();
    expect(screen.getByText('Steel sports watches rose sharply this year.')).toBeVisible();
    expect(screen.getByText(/Recommended by our expert on 23 November 2026/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View request LV-RRRR-2222' })).toHaveAttribute(
      'href',
      '/valuations/r',
    );
    expect(screen.queryByText(/We recommend updating your valuation LV-PPPP-3333/)).toBeNull();
  });

  it('shows no notice when nothing was recommended', () => {
    renderWithTheme(<DashboardScreen user={sampleUser()} valuations={[completedValuation()]} />);
    expect(screen.queryByText(/We recommend updating your valuation/)).toBeNull();
  });

  it('lists the home visits under the cards: upcoming soonest first, then past and cancelled', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    renderWithTheme(
      <DashboardScreen
        user={sampleUser()}
        now={now}
        visits={[
          sampleVisit({
            id: 'v-late',
            reference: 'HV-LATE-0002',
            start: '2026-03-20T10:00:00+00:00',
            end: '2026-03-20T12:00:00+00:00',
          }),
          sampleVisit({
            id: 'v-past',
            reference: 'HV-PAST-0003',
            status: 'completed',
            start: '2026-02-02T10:00:00+00:00',
            end: '2026-02-02T12:00:00+00:00',
          }),
          sampleVisit({
            id: 'v-soon',
            reference: 'HV-SOON-0001',
            start: '2026-03-12T10:00:00+00:00',
            end: '2026-03-12T12:00:00+00:00',
          }),
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Your home visits' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/visits/v-soon',
      '/visits/v-late',
      '/visits/v-past',
    ]);
    expect(links[0]).toHaveTextContent('HV-SOON-0001');
    expect(within(section).getByRole('heading', { name: 'Past and cancelled' })).toBeVisible();
  });
});
