import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { API, type ChatMessagesQuery } from '@valuation/contracts';
import { ChatScreen } from '@valuation/design-system';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useStandalone } from '../../lib/pwa';
import { selectCurrentUser } from '../../lib/session';
import { chatApi, useChatValuationOptionsQuery, useMarkChatReadMutation } from './api';
import { useConversation } from './useConversation';

/** The request the chat was opened about (navigation state `{valuationId}` from its page). */
function valuationIdFrom(state: unknown): string | undefined {
  const id = (state as { valuationId?: unknown } | null | undefined)?.valuationId;
  return typeof id === 'string' && id ? id : undefined;
}

/** /chat (docs/product.md §2.17): the customer's one conversation with the valuation experts. */
export function ChatPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const installed = useStandalone();
  const [markChatRead] = useMarkChatReadMutation();
  const valuations = useChatValuationOptionsQuery();
  const initialValuationId = valuationIdFrom(location.state);

  const fetchPage = useCallback(
    async (query: ChatMessagesQuery) => {
      const request = dispatch(
        chatApi.endpoints.getChatMessages.initiate(query, { subscribe: false, forceRefetch: true }),
      );
      return request.unwrap();
    },
    [dispatch],
  );
  const markRead = useCallback(
    (messageIds: string[]) => markChatRead({ messageIds }).unwrap(),
    [markChatRead],
  );

  const chat = useConversation({
    fetchPage,
    sendPath: API.chat.messages,
    markRead,
    currentUserId: user?.id ?? '',
    currentUserName: user?.firstName,
    ownRole: 'customer',
  });

  const options = useMemo(
    () => (valuations.data?.valuations ?? []).map(({ id, reference }) => ({ id, reference })),
    [valuations.data],
  );

  return (
    <ChatScreen
      connection={chat.connection}
      expertTyping={chat.otherTyping}
      installed={installed}
      messages={chat.thread.messages}
      currentUserId={user?.id ?? ''}
      loading={chat.thread.loading}
      hasMore={chat.thread.hasMore}
      loadingOlder={chat.thread.loadingOlder}
      onLoadOlder={chat.loadOlder}
      onSend={chat.send}
      onTyping={chat.onTyping}
      valuations={options}
      initialValuationId={initialValuationId}
    />
  );
}
