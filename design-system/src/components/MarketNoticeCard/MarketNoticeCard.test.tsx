import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { MarketNoticeCard } from './MarketNoticeCard';

const notice = {
  movementId: 'm1',
  changePercent: -12.5,
  note: 'Softer demand.',
  effectiveFrom: '2026-11-01T00:00:00Z',
  value: 10000,
  estimatedValue: 8750,
  currency: 'GBP' as const,
  notifiedAt: '2026-11-20T12:00:00Z',
  revaluationId: null,
};

describe('MarketNoticeCard', () => {
  it('shows the change and the estimate now, and requests the revaluation', async () => {
    const onRequest = jest.fn();
    renderWithTheme(<MarketNoticeCard notice={notice} onRequestRevaluation={onRequest} />);
    const region = screen.getByRole('region', { name: 'Market update for your item' });
    expect(region).toHaveTextContent('fallen by 12.5% since 1 November 2026');
    expect(region).toHaveTextContent('£8,750');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Request Revaluation' }));
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it('links the revaluation once requested', () => {
    renderWithTheme(
      <MarketNoticeCard
        notice={notice}
        onRequestRevaluation={() => {}}
        revaluationHref="/valuations/v2"
      />,
    );
    expect(screen.getByRole('link', { name: 'View your revaluation request' })).toHaveAttribute(
      'href',
      '/valuations/v2',
    );
    expect(screen.queryByRole('button', { name: 'Request Revaluation' })).toBeNull();
  });
});
