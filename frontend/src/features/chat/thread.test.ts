import type { ChatMessage } from '@valuation/contracts';
import { initialThread, mergeMessages, threadReducer } from './thread';

const message = (id: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: 'c',
  content: `text ${id}`,
  timestamp: `2026-11-23T10:0${id}:00.000Z`,
  senderId: 'me',
  senderRole: 'customer',
  status: 'sent',
  attachments: [],
  ...overrides,
});

describe('the chat thread', () => {
  it('merges pages by id, oldest first, and never moves a status backwards', () => {
    const merged = mergeMessages(
      [message('2', { status: 'read' })],
      [message('3'), message('1'), message('2', { status: 'delivered' })],
    );
    expect(merged.map((m) => m.id)).toEqual(['1', '2', '3']);
    expect(merged[1].status).toBe('read');
  });

  it('lets the socket’s copy of our own message replace its temporary copy, once', () => {
    let state = threadReducer(
      { ...initialThread, loading: false },
      {
        type: 'pendingAdded',
        message: { ...message('9', { content: 'Hi' }), id: 'temp-1', pending: true },
      },
    );
    const stored = message('5', { content: 'Hi' });
    state = threadReducer(state, { type: 'received', message: stored });
    expect(state.messages.map((m) => m.id)).toEqual(['5']);
    state = threadReducer(state, { type: 'confirmed', tempId: 'temp-1', message: stored });
    expect(state.messages.map((m) => m.id)).toEqual(['5']);
  });

  it('keeps pending messages last and drops a failed one', () => {
    let state = threadReducer(initialThread, {
      type: 'loaded',
      page: { messages: [message('1')], hasMore: true },
    });
    state = threadReducer(state, {
      type: 'pendingAdded',
      message: { ...message('0'), id: 'temp-2', pending: true },
    });
    state = threadReducer(state, { type: 'received', message: message('2', { senderId: 'them' }) });
    expect(state.messages.map((m) => m.id)).toEqual(['1', '2', 'temp-2']);
    state = threadReducer(state, { type: 'removed', id: 'temp-2' });
    expect(state.messages.map((m) => m.id)).toEqual(['1', '2']);
    expect(state.hasMore).toBe(true);
  });
});
