import { screen, waitFor, within } from '@testing-library/react';
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
  withdrawableUntil: '2026-11-20T12:15:00Z',
  withdrawnAt: null,
  withdrawnBy: null,
};

const handlers = {
  onPageChange: () => {},
  onPreview: async () => ({ affected: 3, customers: 3 }),
  onRecord: async () => {},
  onWithdraw: async () => {},
};

describe('MarketScreen', () => {
  it('lists movements with how many customers each reached, each opening its page', () => {
    renderWithTheme(
      <MarketScreen
        page={{ items: [movement], total: 1, page: 1, pageSize: 20 }}
        {...handlers}
        now={new Date('2026-11-20T13:00:00Z')}
      />,
    );
    const table = screen.getByRole('table', { name: 'Movements' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Rolex');
    expect(row).toHaveTextContent('+25%');
    expect(row).toHaveTextContent('42');
    expect(row).toHaveTextContent('40');
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/staff/market/m1');
    // past its window: no Withdraw
    expect(within(row).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('shows how many customers will be told before the expert confirms, and records only then', async () => {
    const onPreview = jest.fn().mockResolvedValue({ affected: 1, customers: 1 });
    const onRecord = jest.fn().mockResolvedValue(undefined);
    renderWithTheme(
      <MarketScreen
        {...handlers}
        onPreview={onPreview}
        onRecord={onRecord}
        now={new Date('2026-11-20T13:00:00Z')}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('spinbutton', { name: /Change in percent/ }), '12');
    await user.type(screen.getByLabelText(/Applies from/), '2026-11-20');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Auctions.');
    await user.click(screen.getByRole('button', { name: 'Record movement' }));
    expect(onPreview).toHaveBeenCalledWith({
      service: 'watch',
      changePercent: 12,
      effectiveFrom: '2026-11-20',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Record this movement?' });
    expect(dialog).toHaveAccessibleDescription('1 customer will be told.');
    expect(dialog).toHaveTextContent('Watch +12%, from 20 Nov 2026');
    expect(dialog).toHaveTextContent('They are told 15 minutes after you record it');
    expect(onRecord).not.toHaveBeenCalled();
    // Cancel records nothing
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onRecord).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Record movement' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Confirm and record',
      }),
    );
    expect(onRecord).toHaveBeenCalledWith({
      service: 'watch',
      changePercent: 12,
      note: 'Auctions.',
      effectiveFrom: '2026-11-20',
    });
  });

  it('refuses a future date before asking anything', async () => {
    const onPreview = jest.fn();
    renderWithTheme(
      <MarketScreen {...handlers} onPreview={onPreview} now={new Date('2026-11-20T13:00:00Z')} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('spinbutton', { name: /Change in percent/ }), '12');
    await user.type(screen.getByLabelText(/Applies from/), '2026-11-21');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Auctions.');
    await user.click(screen.getByRole('button', { name: 'Record movement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The movement cannot apply from a future date',
    );
    expect(onPreview).not.toHaveBeenCalled();
  });

  it('withdraws a movement within its window, after asking; shows withdrawn ones as such', async () => {
    const onWithdraw = jest.fn().mockResolvedValue(undefined);
    renderWithTheme(
      <MarketScreen
        {...handlers}
        onWithdraw={onWithdraw}
        now={new Date('2026-11-20T12:10:00Z')}
        page={{
          items: [
            { ...movement, customersReached: 0, sending: true },
            {
              ...movement,
              id: 'm2',
              brand: 'Omega',
              withdrawnAt: '2026-11-20T12:05:00Z',
              withdrawnBy: 'Eleanor Grant',
            },
          ],
          total: 2,
          page: 1,
          pageSize: 20,
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Movements' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('told at 12:15');
    expect(second).toHaveTextContent('Withdrawn');
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: 'Withdraw Watch Rolex +25%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this movement?' });
    expect(onWithdraw).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw movement' }));
    expect(onWithdraw).toHaveBeenCalledWith('m1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Withdrawn: its customers will not be told.',
    );
  });

  it('shows the server’s refusal of the movement', async () => {
    const onPreview = jest
      .fn()
      .mockRejectedValueOnce(
        new Error('The brand must be one of the catalogue’s brands for this service.'),
      );
    renderWithTheme(
      <MarketScreen {...handlers} onPreview={onPreview} now={new Date('2026-11-20T13:00:00Z')} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('spinbutton', { name: /Change in percent/ }), '-12.5');
    await user.type(screen.getByLabelText(/Applies from/), '2026-11-01');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Softer demand.');
    await user.click(screen.getByRole('button', { name: 'Record movement' }));
    expect(onPreview).toHaveBeenCalledWith({
      service: 'watch',
      changePercent: -12.5,
      effectiveFrom: '2026-11-01',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('catalogue’s brands');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
