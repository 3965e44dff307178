import type { ChatMessage, ChatMessagesResponse, MessageStatus } from '@valuation/contracts';
import type { ChatMessageView } from '@valuation/design-system';

/** One conversation's messages as shown: merged by id, oldest first. */
export interface ThreadState {
  messages: ChatMessageView[];
  hasMore: boolean;
  loading: boolean;
  loadingOlder: boolean;
  failed: boolean;
}

export const initialThread: ThreadState = {
  messages: [],
  hasMore: false,
  loading: true,
  loadingOlder: false,
  failed: false,
};

export type ThreadAction =
  | { type: 'loaded'; page: ChatMessagesResponse }
  | { type: 'loadFailed' }
  | { type: 'olderStarted' }
  | { type: 'olderLoaded'; page: ChatMessagesResponse }
  | { type: 'olderFailed' }
  /** Missed messages fetched after a reconnect (the newest page): merged, never duplicated. */
  | { type: 'caughtUp'; page: ChatMessagesResponse }
  | { type: 'received'; message: ChatMessage }
  | { type: 'pendingAdded'; message: ChatMessageView }
  | { type: 'progress'; id: string; percent: number }
  | { type: 'confirmed'; tempId: string; message: ChatMessage }
  | { type: 'removed'; id: string }
  | { type: 'status'; ids: readonly string[]; status: MessageStatus };

const STATUS_ORDER: Record<MessageStatus, number> = { sent: 0, delivered: 1, read: 2 };

function byTime(a: ChatMessageView, b: ChatMessageView) {
  // Pending messages stay last: they are the newest by definition.
  if (a.pending !== b.pending) return a.pending ? 1 : -1;
  const diff = Date.parse(a.timestamp) - Date.parse(b.timestamp);
  return diff !== 0 ? diff : a.id.localeCompare(b.id);
}

/** Adds or updates messages by id; a status never goes backwards (read stays read). */
export function mergeMessages(
  current: readonly ChatMessageView[],
  incoming: readonly ChatMessage[],
): ChatMessageView[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) {
    const known = byId.get(message.id);
    const status =
      known && STATUS_ORDER[known.status] > STATUS_ORDER[message.status]
        ? known.status
        : message.status;
    byId.set(message.id, { ...message, status });
  }
  return [...byId.values()].sort(byTime);
}

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.page.messages),
        hasMore: action.page.hasMore,
        loading: false,
        failed: false,
      };
    case 'loadFailed':
      return { ...state, loading: false, failed: true };
    case 'olderStarted':
      return { ...state, loadingOlder: true };
    case 'olderLoaded':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.page.messages),
        hasMore: action.page.hasMore,
        loadingOlder: false,
      };
    case 'olderFailed':
      return { ...state, loadingOlder: false };
    case 'caughtUp':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.page.messages),
        loading: false,
        failed: false,
        // A first load that failed learns about older pages here.
        hasMore: state.messages.length === 0 ? action.page.hasMore : state.hasMore,
      };
    case 'received': {
      // Our own message can come back over the socket before the send's answer: it takes the
      // place of its temporary copy (the answer then finds it already there).
      const { message } = action;
      const temporary = state.messages.find(
        (shown) =>
          shown.pending &&
          shown.senderId === message.senderId &&
          shown.content === message.content &&
          shown.attachments.length === message.attachments.length,
      );
      const rest = temporary
        ? state.messages.filter((shown) => shown.id !== temporary.id)
        : state.messages;
      return { ...state, messages: mergeMessages(rest, [message]) };
    }
    case 'pendingAdded':
      return { ...state, messages: [...state.messages, action.message] };
    case 'progress':
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.id === action.id ? { ...message, uploadProgress: action.percent } : message,
        ),
      };
    case 'confirmed':
      return {
        ...state,
        messages: mergeMessages(
          state.messages.filter((message) => message.id !== action.tempId),
          [action.message],
        ),
      };
    case 'removed':
      return { ...state, messages: state.messages.filter((message) => message.id !== action.id) };
    case 'status': {
      const ids = new Set(action.ids);
      return {
        ...state,
        messages: state.messages.map((message) =>
          ids.has(message.id) && STATUS_ORDER[action.status] > STATUS_ORDER[message.status]
            ? { ...message, status: action.status }
            : message,
        ),
      };
    }
    default:
      return state;
  }
}
