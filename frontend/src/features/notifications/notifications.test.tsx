import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  NOTIFICATION_SOCKET_EVENT,
  type AppNotification,
  type NotificationsResponse,
} from '@valuation/contracts';
import { testUser } from '../../test/handlers';
import { FakeSocket } from '../../test/fakeSocket';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { openLiveSocket } from '../../lib/liveSocket';

jest.mock('../../lib/liveSocket', () => ({ openLiveSocket: jest.fn() }));
const openSocket = jest.mocked(openLiveSocket);

function notification(overrides: Partial<AppNotification>): AppNotification {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'chat_reply',
    title: 'Eleanor replied',
    body: 'Your watch looks genuine.',
    url: '/chat',
    createdAt: '2026-11-23T10:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

/** The server's notifications, newest first; reads recorded and applied. */
function notificationsServer(initial: AppNotification[]) {
  const state = { items: [...initial], reads: [] as unknown[] };
  server.use(
    http.get('/api/notifications', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const limit = Number(params.get('limit') ?? 20);
      const before = params.get('before');
      const from = before ? state.items.findIndex((n) => n.id === before) + 1 : 0;
      const body: NotificationsResponse = {
        notifications: state.items.slice(from, from + limit),
        unread: state.items.filter((n) => !n.readAt).length,
        hasMore: state.items.length > from + limit,
      };
      return HttpResponse.json(body);
    }),
    http.post('/api/notifications/read', async ({ request }) => {
      const body = (await request.json()) as { ids?: string[]; all?: boolean };
      state.reads.push(body);
      const now = new Date().toISOString();
      state.items = state.items.map((n) =>
        body.all || body.ids?.includes(n.id) ? { ...n, readAt: n.readAt ?? now } : n,
      );
      return HttpResponse.json({ unread: state.items.filter((n) => !n.readAt).length });
    }),
  );
  return state;
}

describe('notifications', () => {
  let socket: FakeSocket;
  beforeEach(() => {
    socket = new FakeSocket();
    openSocket.mockReset();
    openSocket.mockResolvedValue(socket as never);
  });

  it('counts on the bell at once when the live connection says a notification is new', async () => {
    const state = notificationsServer([]);
    renderApp('/dashboard', { user: testUser });
    expect(
      (await screen.findAllByRole('button', { name: 'Notifications' })).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(openSocket).toHaveBeenCalledTimes(1));
    act(() => socket.serverEmit('connect'));
    state.items.unshift(notification({}));
    act(() => socket.serverEmit(NOTIFICATION_SOCKET_EVENT, { notification: state.items[0] }));
    expect(
      (await screen.findAllByRole('button', { name: 'Notifications, 1 unread' })).length,
    ).toBeGreaterThan(0);
    // Back after a loss of the connection: what was missed is fetched.
    state.items.unshift(notification({ id: '00000000-0000-4000-8000-000000000002' }));
    act(() => socket.serverEmit('disconnect', 'transport close'));
    act(() => socket.serverEmit('connect'));
    expect(
      (await screen.findAllByRole('button', { name: 'Notifications, 2 unread' })).length,
    ).toBeGreaterThan(0);
  });

  it('opens no live connection for a visitor who is not signed in', async () => {
    notificationsServer([]);
    renderApp('/forgot-password');
    await screen.findAllByRole('link', { name: /sign in/i });
    await new Promise((r) => setTimeout(r, 50));
    expect(openSocket).not.toHaveBeenCalled();
  });

  it('lists newest first, opens an entry and marks it read, and marks all as read', async () => {
    const state = notificationsServer([
      notification({
        id: '00000000-0000-4000-8000-000000000003',
        kind: 'market_movement',
        title: 'Market update for your item',
        body: 'The market for Rolex has risen by 12%.',
        url: '/valuations/9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
      }),
      notification({ id: '00000000-0000-4000-8000-000000000002', title: 'Older reply' }),
    ]);
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/notifications', { user: testUser });
    const entries = await screen.findAllByRole('link', { name: /Market update|Older reply/ });
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringContaining('Market update for your item'),
      expect.stringContaining('Older reply'),
    ]);
    await user.click(entries[1]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(state.reads).toEqual([{ ids: ['00000000-0000-4000-8000-000000000002'] }]);
    await act(() => router.navigate('/notifications'));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(state.reads.at(-1)).toEqual({ all: true }));
    expect(
      (await screen.findAllByRole('button', { name: 'Notifications' })).length,
    ).toBeGreaterThan(0);
  });

  it('pages back past a hundred notifications, twenty at a time', async () => {
    const many = Array.from({ length: 130 }, (_, i) =>
      notification({
        id: `00000000-0000-4000-8000-${String(1000 - i).padStart(12, '0')}`,
        title: `Update ${i + 1}`,
        readAt: '2026-11-23T11:00:00.000Z',
      }),
    );
    notificationsServer(many);
    const user = userEvent.setup({ delay: null });
    renderApp('/notifications', { user: testUser });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    // Counted with a selector: role queries over 130 entries take seconds each in jsdom.
    const titles = () =>
      [...list.querySelectorAll('li > a')].map((a) => /Update \d+/.exec(a.textContent ?? '')?.[0]);
    await waitFor(() => expect(titles()).toHaveLength(20));
    for (let shown = 40; shown <= 140; shown += 20) {
      await user.click(screen.getByRole('button', { name: 'Show older notifications' }));
      await waitFor(() => expect(titles()).toHaveLength(Math.min(shown, 130)));
    }
    expect(titles()).toEqual(many.map((n) => n.title));
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).toBeNull();
  }, 60_000);
});
