import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  CHAT_LIMITS,
  CHAT_TEXTS,
  type ChatMessagesQuery,
  type ChatMessagesResponse,
  type ConversationUpdatedEvent,
  type PresenceEvent,
  type SenderRole,
} from '@valuation/contracts';
import type { ChatDraft, ChatMessageView } from '@valuation/design-system';
import { useAppDispatch } from '../../lib/hooks';
import { newIdempotencyKey } from '../../lib/sendForm';
import { useToast } from '../../lib/useToast';
import { initialThread, threadReducer } from './thread';
import { sendChatMessage } from './upload';
import { useChatSocket, useTypingIndicator } from './useChatSocket';

export interface UseConversationOptions {
  /** A page of messages: the newest by default, or the one just older than `before`. */
  fetchPage: (query: ChatMessagesQuery) => Promise<ChatMessagesResponse>;
  /** The API path a new message is posted to. */
  sendPath: string;
  /** Marks the other side's messages read; failures are only logged (docs/product.md §8). */
  markRead: (messageIds: string[]) => Promise<unknown>;
  currentUserId: string;
  currentUserName?: string;
  /** The sender role of this side ('customer' on /chat, 'expert' in the console). */
  ownRole: SenderRole;
  /** Staff: only this conversation's events; it is also named in `typing`. */
  conversationId?: string;
  onConversationUpdated?: (event: ConversationUpdatedEvent) => void;
  /** Staff: the customer's live connection came or went. */
  onPresence?: (event: PresenceEvent) => void;
}

/**
 * What makes two drafts the same message: its text, the request it is about and its files. The
 * same draft sent again after a failure keeps its Idempotency-Key (ADR 016): if the first try was
 * stored after all, the server answers that message instead of storing a second.
 */
function draftIdentity(draft: ChatDraft): string {
  return JSON.stringify([
    draft.content,
    draft.valuationId ?? null,
    draft.files.map((file) => [file.name, file.size, file.lastModified]),
  ]);
}

/** Catch-up after a reconnect reads at most this many pages back. */
const MAX_CATCH_UP_PAGES = 10;

/** The other side's messages: staff and system ones for a customer, the customer's for staff. */
export function fromOtherSide(senderRole: SenderRole, ownRole: SenderRole): boolean {
  return ownRole === 'customer' ? senderRole !== 'customer' : senderRole === 'customer';
}

let temporaryIds = 0;
const temporaryId = () => `temp-${Date.now()}-${(temporaryIds += 1)}`;

function isVisible() {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/**
 * One conversation live: history (paged, merged by id), the live events, optimistic sends with
 * upload progress, read and delivered receipts, the other side's typing.
 */
export function useConversation({
  fetchPage,
  sendPath,
  markRead,
  currentUserId,
  currentUserName,
  ownRole,
  conversationId,
  onConversationUpdated,
  onPresence,
}: UseConversationOptions) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [thread, update] = useReducer(threadReducer, initialThread);
  const otherTyping = useTypingIndicator();
  const requestedRead = useRef(new Set<string>());
  const [visible, setVisible] = useState(isVisible);
  const fetchRef = useRef(fetchPage);
  const threadRef = useRef(thread);

  useEffect(() => {
    fetchRef.current = fetchPage;
    threadRef.current = thread;
  });

  const belongsHere = useCallback(
    (id: string | undefined) => !conversationId || !id || id === conversationId,
    [conversationId],
  );

  // The first page.
  useEffect(() => {
    let cancelled = false;
    fetchRef.current({}).then(
      (page) => {
        if (!cancelled) update({ type: 'loaded', page });
      },
      () => {
        if (cancelled) return;
        update({ type: 'loadFailed' });
        toast.error(CHAT_TEXTS.loadFailed);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [toast, conversationId]);

  const catchUp = useCallback(async () => {
    const known = new Set(threadRef.current.messages.map((message) => message.id));
    try {
      let before: string | undefined;
      for (let pageNo = 0; pageNo < MAX_CATCH_UP_PAGES; pageNo += 1) {
        const page = await fetchRef.current(before ? { before } : {});
        update({ type: 'caughtUp', page });
        const reachedKnown = page.messages.some((message) => known.has(message.id));
        if (reachedKnown || !page.hasMore || known.size === 0 || page.messages.length === 0) break;
        before = page.messages[0].id;
      }
    } catch {
      // The next reconnect or page load tries again.
    }
  }, []);

  const socket = useChatSocket({
    onMessage: ({ message }) => {
      if (!belongsHere(message.conversationId)) return;
      update({ type: 'received', message });
      if (fromOtherSide(message.senderRole, ownRole)) {
        otherTyping.stop();
        if (message.status === 'sent') socket.emitDelivered([message.id]);
      }
    },
    onStatus: ({ messageIds, status }) => update({ type: 'status', ids: messageIds, status }),
    onTyping: (event) => {
      if (event.role !== ownRole && belongsHere(event.conversationId)) otherTyping.bump();
    },
    onConversationUpdated,
    onPresence,
    onReconnected: () => void catchUp(),
  });

  // Incoming messages are marked read when shown, and whenever the list changes while visible.
  useEffect(() => {
    if (!visible) return;
    const unread = thread.messages
      .filter(
        (message) =>
          !message.pending &&
          fromOtherSide(message.senderRole, ownRole) &&
          message.status !== 'read' &&
          !requestedRead.current.has(message.id),
      )
      .map((message) => message.id)
      .slice(0, CHAT_LIMITS.maxReadIds);
    if (unread.length === 0) return;
    unread.forEach((id) => requestedRead.current.add(id));
    markRead(unread).catch((error: unknown) => {
      console.warn('Marking chat messages read failed', error);
      unread.forEach((id) => requestedRead.current.delete(id));
    });
  }, [thread.messages, visible, ownRole, markRead]);

  useEffect(() => {
    const onChange = () => setVisible(isVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  const loadOlder = useCallback(() => {
    const current = threadRef.current;
    const oldest = current.messages.find((message) => !message.pending);
    if (!oldest || current.loadingOlder || !current.hasMore) return;
    update({ type: 'olderStarted' });
    fetchRef.current({ before: oldest.id }).then(
      (page) => update({ type: 'olderLoaded', page }),
      () => {
        update({ type: 'olderFailed' });
        toast.error(CHAT_TEXTS.loadFailed);
      },
    );
  }, [toast]);

  /** The keys of drafts whose sending failed, by what they hold (`draftIdentity`). */
  const unsentKeys = useRef(new Map<string, string>());

  const send = useCallback(
    (draft: ChatDraft) => {
      const tempId = temporaryId();
      const previews = draft.files.map((file) => URL.createObjectURL(file));
      const optimistic: ChatMessageView = {
        id: tempId,
        conversationId: conversationId ?? '',
        content: draft.content,
        timestamp: new Date().toISOString(),
        senderId: currentUserId,
        senderRole: ownRole,
        senderName: currentUserName,
        status: 'sent',
        attachments: draft.files.map((file, index) => ({
          id: `${tempId}-${index}`,
          name: file.name,
          type: file.type,
          size: file.size,
          url: previews[index],
        })),
        valuationId: draft.valuationId,
        pending: true,
        uploadProgress: draft.files.length > 0 ? 0 : undefined,
      };
      update({ type: 'pendingAdded', message: optimistic });
      const onProgress =
        draft.files.length > 0
          ? (percent: number) => update({ type: 'progress', id: tempId, percent })
          : undefined;
      // One key per message: the uploader's retries after no answer or a 5xx store it once, and
      // so does sending the same draft again by hand after it failed (its key is kept until then).
      const draftId = draftIdentity(draft);
      const key = unsentKeys.current.get(draftId) ?? newIdempotencyKey();
      unsentKeys.current.set(draftId, key);
      dispatch(sendChatMessage(sendPath, draft, onProgress, key))
        .then(({ message }) => {
          unsentKeys.current.delete(draftId);
          update({ type: 'confirmed', tempId, message });
        })
        .catch(() => {
          update({ type: 'removed', id: tempId });
          toast.error(CHAT_TEXTS.sendFailed);
        })
        .finally(() => previews.forEach((url) => URL.revokeObjectURL(url)));
    },
    [conversationId, currentUserId, currentUserName, ownRole, sendPath, dispatch, toast],
  );

  const onTyping = useCallback(() => socket.emitTyping(conversationId), [socket, conversationId]);

  return {
    thread,
    connection: socket.connection,
    otherTyping: otherTyping.typing,
    loadOlder,
    send,
    onTyping,
  };
}
