import { screen, waitFor, within } from '@testing-library/react';
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

const offer = {
  service: 'Watch',
  tier: 'Standard, 2-4 business days',
  item: 'Omega: Speedmaster Professional, steel, 2019',
  price: 55,
};

describe('MarketNoticeCard', () => {
  it('shows the change and the estimate now; Request Revaluation asks first, with the price', async () => {
    const onRequest = jest.fn().mockResolvedValue(undefined);
    renderWithTheme(
      <MarketNoticeCard notice={notice} offer={offer} onRequestRevaluation={onRequest} />,
    );
    const region = screen.getByRole('region', { name: 'Market update for your item' });
    expect(region).toHaveTextContent('fallen by 12.5% since 1 November 2026');
    expect(region).toHaveTextContent('£8,750');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request Revaluation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a revaluation?' });
    expect(onRequest).not.toHaveBeenCalled();
    expect(dialog).toHaveTextContent('ServiceWatch valuation');
    expect(dialog).toHaveTextContent('TierStandard, 2-4 business days');
    expect(dialog).toHaveTextContent('ItemOmega: Speedmaster Professional, steel, 2019');
    expect(dialog).toHaveTextContent('Price£55');
    // Cancel creates nothing
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onRequest).not.toHaveBeenCalled();
    // only the confirm creates it
    await user.click(screen.getByRole('button', { name: 'Request Revaluation' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Request revaluation for £55',
      }),
    );
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open with the reason when the request fails', async () => {
    const onRequest = jest.fn().mockRejectedValue(new Error('Please try again later.'));
    renderWithTheme(
      <MarketNoticeCard notice={notice} offer={offer} onRequestRevaluation={onRequest} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request Revaluation' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Request revaluation for £55',
      }),
    );
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Please try again later.',
    );
  });

  it('links the revaluation once requested', () => {
    renderWithTheme(
      <MarketNoticeCard
        notice={notice}
        offer={offer}
        onRequestRevaluation={async () => {}}
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
