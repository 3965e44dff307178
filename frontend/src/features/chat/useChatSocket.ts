import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CHAT_LIMITS,
  SOCKET_EVENTS,
  type ConversationUpdatedEvent,
  type MessageNewEvent,
  type MessageStatusEvent,
  type PresenceEvent,
  type TypingEvent,
} from '@valuation/contracts';
import type { ConnectionState } from '@valuation/design-system';
import { useAppDispatch } from '../../lib/hooks';
import { chatApi } from './api';
import { openChatSocket, type ChatSocket } from './socket';

export interface ChatSocketHandlers {
  onMessage?: (event: MessageNewEvent) => void;
  onStatus?: (event: MessageStatusEvent) => void;
  onTyping?: (event: TypingEvent) => void;
  onConversationUpdated?: (event: ConversationUpdatedEvent) => void;
  /** Staff: a customer's live connection came or went. */
  onPresence?: (event: PresenceEvent) => void;
  /** The connection came back after a loss: fetch what was missed. */
  onReconnected?: () => void;
}

/** The least time between two `typing` events this client sends. */
export const TYPING_THROTTLE_MS = 1000;
/** After the server refused the handshake, wait this long before trying with a fresh token. */
const RETRY_AFTER_REFUSAL_MS = 2000;

/**
 * The live connection for one page: its state ("Online" / "Reconnecting..."), the server's events,
 * and the two client events (throttled `typing`, `message:delivered`).
 */
export function useChatSocket(handlers: ChatSocketHandlers) {
  const dispatch = useAppDispatch();
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const socketRef = useRef<ChatSocket | null>(null);
  const handlersRef = useRef(handlers);
  const lastTyping = useRef(0);

  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    let closed = false;
    let connectedOnce = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let socket: ChatSocket | null = null;

    const refreshThenRetry = () => {
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => {
        // A call through the API refreshes an expired access token; the next handshake reads it.
        const probe = dispatch(
          chatApi.endpoints.chatSessionProbe.initiate(undefined, { forceRefetch: true }),
        );
        void probe.finally(() => {
          probe.unsubscribe();
          if (!closed) socket?.connect();
        });
      }, RETRY_AFTER_REFUSAL_MS);
    };

    void openChatSocket().then((opened) => {
      if (closed) {
        opened.disconnect();
        return;
      }
      socket = opened;
      socketRef.current = opened;
      opened.on('connect', () => {
        setConnection('online');
        if (connectedOnce) handlersRef.current.onReconnected?.();
        connectedOnce = true;
      });
      opened.on('disconnect', (reason) => {
        if (closed) return;
        setConnection('reconnecting');
        // The server closed it (the session ended or the token expired): Socket.IO will not retry.
        if (reason === 'io server disconnect') refreshThenRetry();
      });
      opened.on('connect_error', () => {
        setConnection(connectedOnce ? 'reconnecting' : 'connecting');
        // A refused handshake is not retried by Socket.IO itself.
        if (!opened.active) refreshThenRetry();
      });
      opened.on(SOCKET_EVENTS.messageNew, (event: MessageNewEvent) =>
        handlersRef.current.onMessage?.(event),
      );
      opened.on(SOCKET_EVENTS.messageStatus, (event: MessageStatusEvent) =>
        handlersRef.current.onStatus?.(event),
      );
      opened.on(SOCKET_EVENTS.typing, (event: TypingEvent) =>
        handlersRef.current.onTyping?.(event),
      );
      opened.on(SOCKET_EVENTS.conversationUpdated, (event: ConversationUpdatedEvent) =>
        handlersRef.current.onConversationUpdated?.(event),
      );
      opened.on(SOCKET_EVENTS.presence, (event: PresenceEvent) =>
        handlersRef.current.onPresence?.(event),
      );
    });

    return () => {
      closed = true;
      clearTimeout(retryTimer);
      socket?.disconnect();
      socketRef.current = null;
    };
  }, [dispatch]);

  const emitTyping = useCallback((conversationId?: string) => {
    const now = Date.now();
    if (now - lastTyping.current < TYPING_THROTTLE_MS) return;
    lastTyping.current = now;
    socketRef.current?.emit(SOCKET_EVENTS.typing, conversationId ? { conversationId } : {});
  }, []);

  const emitDelivered = useCallback((messageIds: string[]) => {
    if (messageIds.length === 0) return;
    socketRef.current?.emit(SOCKET_EVENTS.messageDelivered, {
      messageIds: messageIds.slice(0, CHAT_LIMITS.maxReadIds),
    });
  }, []);

  return { connection, emitTyping, emitDelivered };
}

/** The other side's typing: on for 1.5 s after each of their `typing` events. */
export function useTypingIndicator() {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const bump = useCallback(() => {
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTyping(false), CHAT_LIMITS.typingMs);
  }, []);
  const stop = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, []);
  return { typing, bump, stop };
}
