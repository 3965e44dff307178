import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { MarketScreen } from './MarketScreen';

const movement = {
  id: 'm1',
  service: 'watch' as const,
  brand: 'Rolex',
  changePercent: 25,
  note: 'Auctions.',
  effectiveFrom: '2026-11-01T00:00:00Z',
  createdAt: '2026-11-20T12:00:00Z',
  createdBy: 'Eleanor Grant',
  affected: 42,
  customersReached: 40,
  sending: false,
};

describe('MarketScreen', () => {
  it('lists movements with how many customers each reached, each opening its page', () => {
    renderWithTheme(
      <MarketScreen
        page={{ items: [movement], total: 1, page: 1, pageSize: 20 }}
        onPageChange={() => {}}
        onRecord={async () => {}}
      />,
    );
    const table = screen.getByRole('table', { name: 'Movements' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Rolex');
    expect(row).toHaveTextContent('+25%');
    expect(row).toHaveTextContent('42');
    expect(row).toHaveTextContent('40');
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/staff/market/m1');
  });

  it('records a movement and shows the server’s refusal', async () => {
    const onRecord = jest
      .fn()
      .mockRejectedValueOnce(
        new Error('The brand must be one of the catalogue’s brands for this service.'),
      );
    renderWithTheme(<MarketScreen onPageChange={() => {}} onRecord={onRecord} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('spinbutton', { name: /Change in percent/ }), '-12.5');
    await user.type(screen.getByLabelText(/Applies from/), '2026-11-01');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Softer demand.');
    await user.click(screen.getByRole('button', { name: 'Record movement' }));
    expect(onRecord).toHaveBeenCalledWith({
      service: 'watch',
      changePercent: -12.5,
      note: 'Softer demand.',
      effectiveFrom: '2026-11-01',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('catalogue’s brands');
  });
});
