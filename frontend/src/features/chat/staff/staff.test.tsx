import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Conversation, User } from '@valuation/contracts';
import { server } from '../../../test/server';
import { signedInHandlers, testUser } from '../../../test/handlers';
import { renderApp } from '../../../test/renderApp';
import { FakeSocket } from '../../../test/fakeSocket';
import { openChatSocket } from '../socket';

jest.mock('../socket', () => ({ openChatSocket: jest.fn() }));

const expert = {
  ...testUser,
  firstName: 'Amelia',
  lastName: 'Hart',
  id: '11111111-2222-4333-8444-555555555555',
  role: 'expert',
} satisfies User;
const CONVERSATION = 'aa1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: CONVERSATION,
    customer: { id: testUser.id, firstName: 'Amelia', lastName: 'Hart', email: testUser.email },
    assignee: null,
    status: 'open',
    unreadCount: 1,
    lastMessage: {
      content: 'Hello there',
      timestamp: '2026-11-23T10:00:00.000Z',
      senderRole: 'customer',
    },
    lastMessageAt: '2026-11-23T10:00:00.000Z',
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

let socket: FakeSocket;
beforeEach(() => {
  socket = new FakeSocket();
  jest.mocked(openChatSocket).mockResolvedValue(socket as never);
});

describe('the staff console', () => {
  it('sends a customer who opens /staff to /dashboard', async () => {
    server.use(...signedInHandlers());
    const { router } = renderApp('/staff', { user: testUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a signed-out visitor to /login, remembering the console', async () => {
    const { router } = renderApp('/staff/conversations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/staff/conversations' },
    });
  });

  it('shows an expert the console navigation and the inbox, refreshed live', async () => {
    let items = [conversation()];
    server.use(
      ...signedInHandlers(expert),
      http.get('/api/staff/conversations', () =>
        HttpResponse.json({ items, total: items.length, page: 1, pageSize: 20 }),
      ),
    );
    renderApp('/staff/conversations', { user: expert });
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Conversations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const row = await screen.findByRole('link', { name: /Amelia Hart/ });
    expect(within(row).getByText('1 unread')).toBeInTheDocument();
    await waitFor(() => expect(openChatSocket).toHaveBeenCalled());
    items = [
      conversation(),
      conversation({
        id: 'bb1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
        customer: { id: 'c2', firstName: 'Henry', lastName: 'Blake', email: 'h@example.com' },
      }),
    ];
    act(() => socket.serverEmit('conversation:updated', { conversation: items[1] }));
    expect(await screen.findByRole('link', { name: /Henry Blake/ })).toBeInTheDocument();
  });

  it('shows a conversation with the customer’s requests, their typing, and assigns it', async () => {
    let patched: unknown = null;
    server.use(
      ...signedInHandlers(expert),
      http.get(`/api/staff/conversations/${CONVERSATION}`, () =>
        HttpResponse.json({
          conversation: conversation(),
          valuations: [
            {
              id: 'v-1',
              reference: 'LV-7K3Q-9M2D',
              serviceType: 'watch',
              status: 'paid',
              createdAt: '2026-11-20T09:00:00.000Z',
            },
          ],
          customerOnline: false,
        }),
      ),
      http.get('/api/staff/saved-replies', () =>
        HttpResponse.json({
          replies: [
            {
              id: 'r-1',
              title: 'Caseback photo',
              content: 'Could you add a photo of the caseback?',
              shared: true,
              editable: false,
              updatedAt: '2026-11-20T09:00:00.000Z',
            },
          ],
        }),
      ),
      http.get(`/api/staff/conversations/${CONVERSATION}/messages`, () =>
        HttpResponse.json({
          messages: [
            {
              id: '00000000-0000-4000-8000-000000000001',
              conversationId: CONVERSATION,
              content: 'Hello there',
              timestamp: '2026-11-23T10:00:00.000Z',
              senderId: testUser.id,
              senderRole: 'customer',
              status: 'delivered',
              attachments: [],
            },
          ],
          hasMore: false,
        }),
      ),
      http.post(`/api/staff/conversations/${CONVERSATION}/read`, () =>
        HttpResponse.json({ success: true }),
      ),
      http.patch(`/api/staff/conversations/${CONVERSATION}`, async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json({ conversation: conversation({ assignee: expert }) });
      }),
    );
    renderApp(`/staff/conversations/${CONVERSATION}`, { user: expert });
    expect(await screen.findByRole('heading', { level: 1, name: 'Amelia Hart' })).toBeVisible();
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    const requests = screen.getByRole('region', { name: 'Valuation requests' });
    expect(within(requests).getByRole('link', { name: 'LV-7K3Q-9M2D' })).toHaveAttribute(
      'href',
      '/staff/valuations/v-1',
    );
    await waitFor(() => expect(openChatSocket).toHaveBeenCalled());
    act(() => socket.serverEmit('typing', { conversationId: CONVERSATION, role: 'customer' }));
    expect(screen.getByText('Customer is typing...')).toBeInTheDocument();
    // The pill shows the customer's connection, live, once the expert's own stands.
    act(() => socket.serverEmit('connect'));
    expect(screen.getByText('Customer offline')).toBeInTheDocument();
    act(() => socket.serverEmit('presence', { customerId: 'someone-else', online: true }));
    expect(screen.getByText('Customer offline')).toBeInTheDocument();
    act(() => socket.serverEmit('presence', { customerId: testUser.id, online: true }));
    expect(screen.getByText('Customer online')).toBeInTheDocument();
    // "/" offers the expert's saved replies.
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Message' }), '/case');
    expect(await screen.findByRole('option', { name: /Caseback photo/ })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(patched).toEqual({ assigneeId: expert.id }));
  });
});
