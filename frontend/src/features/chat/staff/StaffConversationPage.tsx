import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  API,
  type ChatMessagesQuery,
  type ConversationUpdatedEvent,
  type PresenceEvent,
} from '@valuation/contracts';
import { StaffConversationScreen } from '@valuation/design-system';
import { getErrorMessage } from '../../../lib/apiError';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { selectCurrentUser } from '../../../lib/session';
import { useToast } from '../../../lib/useToast';
import {
  chatApi,
  useGetStaffConversationQuery,
  useMarkStaffReadMutation,
  useUpdateConversationMutation,
} from '../api';
import { useGetSavedRepliesQuery } from '../savedRepliesApi';
import { useConversation } from '../useConversation';

/** /staff/conversations/:id: one customer's conversation, answered from the console. */
export function StaffConversationPage() {
  const { id = '' } = useParams();
  return <StaffConversation key={id} conversationId={id} />;
}

function StaffConversation({ conversationId }: { conversationId: string }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const user = useAppSelector(selectCurrentUser);
  const details = useGetStaffConversationQuery(conversationId);
  const [markStaffRead] = useMarkStaffReadMutation();
  const [updateConversation, updating] = useUpdateConversationMutation();
  // "/" in the composer: without them (not loaded, failed) the composer simply offers none.
  const savedReplies = useGetSavedRepliesQuery();
  // The customer's live connection: as loaded, then as the `presence` events say.
  const [livePresence, setLivePresence] = useState<boolean | null>(null);
  const customerId = details.data?.conversation.customer.id;
  useEffect(() => setLivePresence(null), [details.data]);
  const onPresence = useCallback(
    (event: PresenceEvent) => {
      if (event.customerId === customerId) setLivePresence(event.online);
    },
    [customerId],
  );

  const fetchPage = useCallback(
    (query: ChatMessagesQuery) =>
      dispatch(
        chatApi.endpoints.getStaffConversationMessages.initiate(
          { conversationId, ...query },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap(),
    [dispatch, conversationId],
  );
  const markRead = useCallback(
    (messageIds: string[]) => markStaffRead({ conversationId, messageIds }).unwrap(),
    [markStaffRead, conversationId],
  );
  const onConversationUpdated = useCallback(
    ({ conversation }: ConversationUpdatedEvent) => {
      if (conversation.id === conversationId) {
        dispatch(chatApi.util.invalidateTags([{ type: 'Conversation', id: conversationId }]));
      }
    },
    [dispatch, conversationId],
  );

  const chat = useConversation({
    fetchPage,
    sendPath: API.staff.conversationMessages(conversationId),
    markRead,
    currentUserId: user?.id ?? '',
    currentUserName: user?.firstName,
    ownRole: 'expert',
    conversationId,
    onConversationUpdated,
    onPresence,
  });

  const change = useCallback(
    async (body: { assigneeId?: string; status?: 'open' | 'resolved' }) => {
      try {
        await updateConversation({ id: conversationId, ...body }).unwrap();
      } catch (error) {
        toast.error(getErrorMessage(error, 'Failed to update the conversation'));
      }
    },
    [updateConversation, conversationId, toast],
  );

  return (
    <StaffConversationScreen
      details={details.data}
      detailsLoading={details.isLoading}
      detailsError={
        details.isError ? getErrorMessage(details.error, 'Failed to load the conversation') : null
      }
      onRetry={() => void details.refetch()}
      connection={chat.connection}
      customerOnline={livePresence ?? details.data?.customerOnline ?? false}
      customerTyping={chat.otherTyping}
      onAssignToMe={() => void change({ assigneeId: user?.id })}
      onSetStatus={(status) => void change({ status })}
      updating={updating.isLoading}
      messages={chat.thread.messages}
      currentUserId={user?.id ?? ''}
      loading={chat.thread.loading}
      hasMore={chat.thread.hasMore}
      loadingOlder={chat.thread.loadingOlder}
      onLoadOlder={chat.loadOlder}
      onSend={chat.send}
      onTyping={chat.onTyping}
      savedReplies={savedReplies.data?.replies}
    />
  );
}
