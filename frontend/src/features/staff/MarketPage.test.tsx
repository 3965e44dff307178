import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MarketMovement, MarketMovementsPage } from '@valuation/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, makeStore } from '../../test/app';
import { sessionChecked, tokenStorage } from '../../lib/session';
import { TEST_TOKEN } from '../../test/handlers';
import { server } from '../../test/server';
import { testExpert } from '../../test/staffHandlers';
import { MarketPage } from './MarketPage';

/** The container alone (the console's guard and layout are tested elsewhere). */
function renderMarket() {
  const store = makeStore();
  tokenStorage.set(TEST_TOKEN);
  store.dispatch(sessionChecked({ token: TEST_TOKEN, user: testExpert }));
  return render(
    <AppProviders store={store} colorMode="dark" persistColorMode={false}>
      <MemoryRouter initialEntries={['/staff/market']}>
        <MarketPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

const SLOW = { timeout: 15_000 };
jest.setTimeout(60_000);

function movement(overrides: Partial<MarketMovement> = {}): MarketMovement {
  return {
    id: '3f2e1d0c-9b8a-4f7e-8d6c-5b4a39281706',
    service: 'watch',
    brand: 'Rolex',
    changePercent: 12,
    note: 'Steel sports models up at auction',
    effectiveFrom: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    createdBy: 'Eleanor Grant',
    affected: 40,
    customersReached: 40,
    sending: false,
    withdrawableUntil: '2026-11-20T10:15:00.000Z',
    withdrawnAt: null,
    withdrawnBy: null,
    ...overrides,
  };
}

describe('staff Market', () => {
  it('records a movement once the expert saw how many customers it tells, and lists it', async () => {
    const sent: unknown[] = [];
    const previews: string[] = [];
    let items = [movement()];
    server.use(
      http.get('/api/staff/market-movements', () =>
        HttpResponse.json({
          items,
          total: items.length,
          page: 1,
          pageSize: 20,
        } satisfies MarketMovementsPage),
      ),
      http.get('/api/staff/market-movements/preview', ({ request }) => {
        previews.push(new URL(request.url).search);
        return HttpResponse.json({ affected: 12, customers: 11 });
      }),
      http.post('/api/staff/market-movements', async ({ request }) => {
        sent.push(await request.json());
        const created = movement({
          withdrawableUntil: '2026-11-24T14:15:00.000Z',
          id: '4a3b2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d',
          brand: 'Omega',
          changePercent: -15,
          affected: 12,
          customersReached: 0,
          sending: true,
        });
        items = [created, ...items];
        return HttpResponse.json({ movement: created, affected: 12 }, { status: 201 });
      }),
    );
    renderMarket();
    expect((await screen.findAllByText(/Rolex/, {}, SLOW)).length).toBeGreaterThan(0);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Brand' }));
    await user.click(await screen.findByRole('option', { name: 'Omega' }));
    fireEvent.change(screen.getByLabelText(/^Change in percent/), { target: { value: '-15' } });
    fireEvent.change(screen.getByLabelText(/^Applies from/), { target: { value: '2026-11-24' } });
    fireEvent.change(screen.getByLabelText(/^Note/), { target: { value: 'Quieter demand' } });
    await user.click(screen.getByRole('button', { name: 'Record movement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record this movement?' }, SLOW);
    expect(dialog).toHaveTextContent('11 customers will be told, about 12 valued items.');
    expect(previews).toEqual([
      '?service=watch&brand=Omega&changePercent=-15&effectiveFrom=2026-11-24',
    ]);
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm and record' }));
    expect(
      await screen.findByText(
        'Recorded: 12 requests concerned. Their customers are told at 14:15; until then you can withdraw it.',
        {},
        SLOW,
      ),
    ).toBeVisible();
    expect(sent).toEqual([
      {
        service: 'watch',
        brand: 'Omega',
        changePercent: -15,
        note: 'Quieter demand',
        effectiveFrom: '2026-11-24',
      },
    ]);
    await waitFor(() => expect(screen.getAllByText(/Omega/).length).toBeGreaterThan(1), SLOW);
  });

  it('withdraws a movement within its window', async () => {
    const withdrawn: string[] = [];
    let items = [movement({ withdrawableUntil: new Date(Date.now() + 600_000).toISOString() })];
    server.use(
      http.get('/api/staff/market-movements', () =>
        HttpResponse.json({ items, total: items.length, page: 1, pageSize: 20 }),
      ),
      http.post('/api/staff/market-movements/:id/withdraw', ({ params }) => {
        withdrawn.push(String(params.id));
        items = [{ ...items[0], withdrawnAt: new Date().toISOString(), withdrawnBy: 'Eleanor' }];
        return HttpResponse.json({ movement: items[0] });
      }),
    );
    renderMarket();
    const user = userEvent.setup({ delay: null });
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw Watch Rolex +12%' }, SLOW),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw this movement?' })).getByRole(
        'button',
        { name: 'Withdraw movement' },
      ),
    );
    expect(
      await screen.findByText('Withdrawn: its customers will not be told.', {}, SLOW),
    ).toBeVisible();
    expect(withdrawn).toEqual([items[0].id]);
    // the list, fetched again, shows it withdrawn and without the button
    expect(await screen.findByText('Withdrawn', {}, SLOW)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Withdraw Watch/ })).not.toBeInTheDocument();
  });

  it('says so when the movements cannot be loaded', async () => {
    server.use(
      http.get('/api/staff/market-movements', () =>
        HttpResponse.json(
          { error: 'The service is briefly unavailable.', statusCode: 503 },
          { status: 503 },
        ),
      ),
    );
    renderMarket();
    expect(await screen.findByText('The service is briefly unavailable.', {}, SLOW)).toBeVisible();
  });
});
