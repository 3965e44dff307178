import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LIVE_EVENTS, type Valuation } from '@valuation/contracts';
import { testUser } from '../../test/handlers';
import { FakeSocket } from '../../test/fakeSocket';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { testValuation, valuationHandlers } from '../../test/valuationHandlers';
import { openLiveSocket } from '../../lib/liveSocket';

jest.mock('../../lib/liveSocket', () => ({ openLiveSocket: jest.fn() }));
const openSocket = jest.mocked(openLiveSocket);

/**
 * Pages follow changes live (docs/product.md): the request's page shows a change of status as the
 * live connection announces it, without a reload.
 */
describe('pages that follow changes live', () => {
  it("shows the request's new status when the live connection says it changed", async () => {
    const socket = new FakeSocket();
    openSocket.mockResolvedValue(socket as never);
    let current: Valuation = testValuation({ status: 'paid' });
    server.use(
      valuationHandlers.get(() => current),
      http.get('/api/notifications', () =>
        HttpResponse.json({ notifications: [], unread: 0, hasMore: false }),
      ),
    );
    renderApp(`/valuations/${current.id}`, { user: testUser });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Valuation request ${current.reference}`,
      }),
    ).toBeVisible();
    await waitFor(() => expect(openSocket).toHaveBeenCalled());
    act(() => socket.serverEmit('connect'));
    expect(screen.queryAllByText('More information requested')).toHaveLength(0);

    current = { ...current, status: 'info_requested' };
    act(() =>
      socket.serverEmit(LIVE_EVENTS.valuationUpdated, {
        valuationId: current.id,
        status: 'info_requested',
      }),
    );
    expect((await screen.findAllByText('More information requested')).length).toBeGreaterThan(0);
  });
});
