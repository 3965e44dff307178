import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ChatMessage, ChatMessagesResponse } from '@valuation/contracts';
import { server } from '../../test/server';
import { signedInHandlers, testUser } from '../../test/handlers';
import { renderApp } from '../../test/renderApp';
import { FakeSocket } from '../../test/fakeSocket';
import { openChatSocket } from './socket';
import { sendChatMessage } from './upload';

jest.mock('./socket', () => ({ openChatSocket: jest.fn() }));
jest.mock('./upload', () => ({
  ...jest.requireActual('./upload'),
  sendChatMessage: jest.fn(),
}));

const EXPERT = '9d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a';
const CONVERSATION = 'aa1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function message(overrides: Partial<ChatMessage>): ChatMessage {
  return {
    id: 'id',
    conversationId: CONVERSATION,
    content: '',
    timestamp: '2026-11-23T10:00:00.000Z',
    senderId: testUser.id,
    senderRole: 'customer',
    status: 'read',
    attachments: [],
    ...overrides,
  };
}

const history = [
  message({ id: '00000000-0000-4000-8000-000000000001', content: 'Hello there' }),
  message({
    id: '00000000-0000-4000-8000-000000000002',
    content: 'Good morning, how can I help?',
    senderId: EXPERT,
    senderRole: 'expert',
    senderName: 'Oliver',
    status: 'delivered',
    timestamp: '2026-11-23T10:01:00.000Z',
  }),
];

let socket: FakeSocket;
let readBodies: unknown[];

function chatHandlers(pages: () => ChatMessagesResponse, status = 200) {
  return [
    http.get('/api/chat/messages', () =>
      status === 200
        ? HttpResponse.json(pages())
        : HttpResponse.json({ error: 'Boom', statusCode: status }, { status }),
    ),
    http.post('/api/chat/messages/read', async ({ request }) => {
      readBodies.push(await request.json());
      return HttpResponse.json({ success: true });
    }),
    http.get('/api/valuations', () => HttpResponse.json({ valuations: [] })),
  ];
}

afterEach(() => jest.useRealTimers());

const toasts = () => screen.getByTestId('toast-stack');

/** A weekday within the chat hours: "Online" shows only then (contracts: rules/chat-hours). */
const WITHIN_CHAT_HOURS = new Date('2026-11-30T11:00:00Z');

beforeEach(() => {
  // Only Date is faked (the page's timers, MSW's and Testing Library's stay real), starting
  // on a Monday morning and moving on with real time.
  jest.useFakeTimers({
    now: WITHIN_CHAT_HOURS,
    advanceTimers: true,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  });
  socket = new FakeSocket();
  readBodies = [];
  jest.mocked(openChatSocket).mockResolvedValue(socket as never);
  server.use(...signedInHandlers());
});

async function openChat() {
  const view = renderApp('/chat', { user: testUser });
  await screen.findByText('Good morning, how can I help?');
  await waitFor(() => expect(openChatSocket).toHaveBeenCalled());
  act(() => socket.serverEmit('connect'));
  return view;
}

describe('/chat', () => {
  it('shows the history, goes online, and marks the expert’s messages read', async () => {
    server.use(...chatHandlers(() => ({ messages: history, hasMore: false })));
    await openChat();
    expect(screen.getByRole('heading', { level: 1, name: 'Expert Chat' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Online');
    await waitFor(() =>
      expect(readBodies).toEqual([{ messageIds: ['00000000-0000-4000-8000-000000000002'] }]),
    );
  });

  it('shows live messages once, acknowledges delivery, and the expert’s typing for 1.5 s', async () => {
    server.use(...chatHandlers(() => ({ messages: history, hasMore: false })));
    await openChat();
    jest.useFakeTimers({ advanceTimers: true });
    try {
      act(() => socket.serverEmit('typing', { conversationId: CONVERSATION, role: 'expert' }));
      expect(screen.getByText('Expert is typing...')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1500));
      expect(screen.getByText('Connected with a valuation expert')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
    const live = message({
      id: '00000000-0000-4000-8000-000000000003',
      content: 'Could you send a photo?',
      senderId: EXPERT,
      senderRole: 'expert',
      status: 'sent',
      timestamp: '2026-11-23T10:05:00.000Z',
    });
    act(() => socket.serverEmit('message:new', { message: live }));
    act(() => socket.serverEmit('message:new', { message: live }));
    expect(screen.getAllByText('Could you send a photo?')).toHaveLength(1);
    expect(socket.sentOf('message:delivered')).toContainEqual({ messageIds: [live.id] });
    await waitFor(() => expect(readBodies).toContainEqual({ messageIds: [live.id] }));
  });

  it('sends optimistically, replaces the temporary message with the server’s, and shows read live', async () => {
    server.use(...chatHandlers(() => ({ messages: history, hasMore: false })));
    let answer!: (value: { message: ChatMessage }) => void;
    jest
      .mocked(sendChatMessage)
      .mockReturnValue(() => new Promise((resolve) => (answer = resolve)));
    await openChat();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Is it insured?{Enter}');
    const log = screen.getByRole('log');
    expect(within(log).getByText('Is it insured?')).toBeInTheDocument();
    const stored = message({
      id: '00000000-0000-4000-8000-000000000004',
      content: 'Is it insured?',
      status: 'sent',
      timestamp: '2026-11-23T10:06:00.000Z',
    });
    await act(async () => answer({ message: stored }));
    // The socket's copy of the same message changes nothing.
    act(() => socket.serverEmit('message:new', { message: stored }));
    expect(within(log).getAllByText('Is it insured?')).toHaveLength(1);
    const bubble = within(log).getByText('Is it insured?').closest('li') as HTMLElement;
    expect(bubble).toHaveAttribute('data-message-id', stored.id);
    expect(within(bubble).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    act(() => socket.serverEmit('message:status', { messageIds: [stored.id], status: 'read' }));
    expect(within(bubble).getByRole('img', { name: 'Read' })).toBeInTheDocument();
  });

  it('removes a message that failed to send, says so, and keeps its key for sending it again', async () => {
    server.use(...chatHandlers(() => ({ messages: history, hasMore: false })));
    jest.mocked(sendChatMessage).mockReturnValue(async () => {
      throw { status: 'NETWORK_ERROR', error: 'Network error. Please check your connection.' };
    });
    await openChat();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Lost words{Enter}');
    await waitFor(() => expect(toasts()).toHaveTextContent('Failed to send message'));
    expect(screen.queryByText('Lost words')).not.toBeInTheDocument();
    // Sent again by hand, the same message keeps its Idempotency-Key (stored once if the first
    // try reached the server); another message gets its own.
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Lost words{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Other words{Enter}');
    await waitFor(() => expect(jest.mocked(sendChatMessage)).toHaveBeenCalledTimes(3));
    const keys = jest.mocked(sendChatMessage).mock.calls.map((call) => call[3]);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('says "Failed to load messages" when the history fails', async () => {
    server.use(...chatHandlers(() => ({ messages: [], hasMore: false }), 500));
    renderApp('/chat', { user: testUser });
    await waitFor(() => expect(toasts()).toHaveTextContent('Failed to load messages'));
  });

  it('shows "Reconnecting..." when the connection drops and fetches what it missed, once', async () => {
    let pages: ChatMessagesResponse = { messages: history, hasMore: false };
    server.use(...chatHandlers(() => pages));
    await openChat();
    act(() => socket.serverEmit('disconnect', 'transport close'));
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting...');
    const missed = message({
      id: '00000000-0000-4000-8000-000000000005',
      content: 'Sent while you were away',
      senderId: EXPERT,
      senderRole: 'expert',
      status: 'sent',
      timestamp: '2026-11-23T10:07:00.000Z',
    });
    pages = { messages: [...history, missed], hasMore: false };
    act(() => socket.serverEmit('connect'));
    expect(await screen.findByText('Sent while you were away')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Online');
    expect(screen.getAllByText('Hello there')).toHaveLength(1);
  });

  it('sends typing (throttled) while the customer types', async () => {
    server.use(...chatHandlers(() => ({ messages: history, hasMore: false })));
    await openChat();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'abc');
    expect(socket.sentOf('typing')).toEqual([{}]);
  });

  it('preselects the request the chat was opened about', async () => {
    server.use(
      http.get('/api/valuations', () =>
        HttpResponse.json({
          valuations: [
            { id: 'v-1', reference: 'LV-AAAA-1111' },
            { id: 'v-2', reference: 'LV-BBBB-2222' },
          ],
        }),
      ),
      ...chatHandlers(() => ({ messages: history, hasMore: false })),
    );
    renderApp({ pathname: '/chat', state: { valuationId: 'v-2' } }, { user: testUser });
    expect(await screen.findByRole('combobox', { name: 'About request' })).toHaveTextContent(
      'LV-BBBB-2222',
    );
  });
});
