import {
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { CHAT_LIMITS, CHAT_TEXTS } from '@valuation/contracts';
import { MessageBubble, type ChatMessageView } from '../MessageBubble';

// Shown only once the reader has scrolled up: its code loads then, not with the chat (issue 35).
const Fab = lazy(() => import('@mui/material/Fab'));

export const SCROLL_TO_BOTTOM_LABEL = 'Scroll to the newest message';
export const MESSAGES_LABEL = 'Messages';

export interface ChatMessageListProps {
  messages: readonly ChatMessageView[];
  /** The signed-in user's id: their messages are their own (docs/product.md §6). */
  currentUserId: string;
  /** The first page is loading: a spinner. */
  loading?: boolean;
  /** Older messages exist: scrolling up loads them. */
  hasMore?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  valuationHref?: (id: string) => string;
  emptyTitle?: string;
  emptyText?: string;
  /** Shown under the list (the other side's typing, for example). */
  footer?: ReactNode;
}

/** Distance from the bottom at or beyond which the list stops following (docs/product.md §2.17). */
const THRESHOLD = CHAT_LIMITS.scrollThresholdPx;
/** Scrolled this close to the top, the older page is asked for. */
const LOAD_OLDER_PX = 80;

function distanceFromBottom(element: HTMLElement) {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

/**
 * The scrolling message list: a spinner while loading, the empty state, the bubbles; it follows the
 * newest message unless the reader has scrolled 100 px or more up, when a scroll-to-bottom button
 * appears; scrolling to the top loads older messages and keeps the reader's place.
 */
export function ChatMessageList({
  messages,
  currentUserId,
  loading = false,
  hasMore = false,
  loadingOlder = false,
  onLoadOlder,
  valuationHref,
  emptyTitle = CHAT_TEXTS.emptyTitle,
  emptyText = CHAT_TEXTS.emptyText,
  footer,
}: ChatMessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [awayFromBottom, setAwayFromBottom] = useState(false);
  const nearBottom = useRef(true);
  const last = useRef<{ firstId?: string; lastId?: string; height: number; top: number }>({
    height: 0,
    top: 0,
  });

  const scrollToBottom = useCallback((smooth = false) => {
    const element = scrollRef.current;
    if (!element) return;
    if (smooth && typeof element.scrollTo === 'function') {
      element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
    } else {
      element.scrollTop = element.scrollHeight;
    }
    nearBottom.current = true;
    setAwayFromBottom(false);
  }, []);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const before = last.current;
    const firstId = messages[0]?.id;
    const newest = messages.at(-1);
    if (before.firstId && firstId !== before.firstId && newest?.id === before.lastId) {
      // An older page went in above: keep what the reader was looking at where it was.
      element.scrollTop = element.scrollHeight - before.height + before.top;
    } else if (newest && newest.id !== before.lastId) {
      // A new message: follow it when the reader is at the bottom, or they have just sent it
      // (its confirmation by the server, a new id for the same message, is not a reason to move).
      const justSent = newest.pending === true && newest.senderId === currentUserId;
      if (!before.lastId || nearBottom.current || justSent) {
        scrollToBottom();
      }
    }
    last.current = {
      firstId,
      lastId: newest?.id,
      height: element.scrollHeight,
      top: element.scrollTop,
    };
  }, [messages, currentUserId, scrollToBottom]);

  const handleScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const away = distanceFromBottom(element) >= THRESHOLD;
    nearBottom.current = !away;
    setAwayFromBottom(away);
    last.current = { ...last.current, height: element.scrollHeight, top: element.scrollTop };
    if (element.scrollTop <= LOAD_OLDER_PX && hasMore && !loadingOlder && !loading) onLoadOlder?.();
  };

  const empty = !loading && messages.length === 0;

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
      <Box
        ref={scrollRef}
        onScroll={handleScroll}
        tabIndex={0}
        role="region"
        aria-label={MESSAGES_LABEL}
        aria-busy={loading || loadingOlder ? 'true' : undefined}
        data-testid="chat-scroll"
        sx={{
          flex: 1,
          overflowY: 'auto',
          px: { xs: 1.5, sm: 2.5 },
          py: 2,
          outline: 'none',
          '&:focus-visible': {
            boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}`,
          },
        }}
      >
        {loading ? (
          <Box
            sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', height: '100%' }}
          >
            <CircularProgress aria-label="Loading messages" />
          </Box>
        ) : null}
        {empty ? (
          <Box
            sx={{
              height: '100%',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              textAlign: 'center',
              gap: 1,
              color: 'text.secondary',
            }}
          >
            <ChatBubbleOutlineOutlined sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
            <Typography component="p" variant="h6" sx={{ color: 'text.primary' }}>
              {emptyTitle}
            </Typography>
            <Typography variant="body2">{emptyText}</Typography>
          </Box>
        ) : null}
        {loadingOlder ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <CircularProgress size={20} aria-label="Loading older messages" />
          </Box>
        ) : null}
        {!loading && messages.length > 0 ? (
          <div role="log" aria-label="Conversation">
            <Box
              component="ol"
              sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}
            >
              {messages.map((message) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  own={message.senderId === currentUserId}
                  valuationHref={valuationHref}
                />
              ))}
            </Box>
          </div>
        ) : null}
        {footer}
      </Box>
      {awayFromBottom && !loading ? (
        <Suspense fallback={null}>
          <Fab
            size="small"
            color="primary"
            aria-label={SCROLL_TO_BOTTOM_LABEL}
            onClick={() => scrollToBottom(true)}
            sx={{ position: 'absolute', right: 16, bottom: 16 }}
          >
            <KeyboardArrowDown />
          </Fab>
        </Suspense>
      ) : null}
    </Box>
  );
}
