import { useId } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CHAT_TEXTS } from '@valuation/contracts';
import { ChatComposer, type ChatComposerProps } from '../ChatComposer';
import { ChatMessageList, type ChatMessageListProps } from '../ChatMessageList';
import { ConnectionIndicator, type ConnectionState } from './ConnectionIndicator';

export interface ChatScreenProps
  extends
    Omit<ChatMessageListProps, 'emptyTitle' | 'emptyText' | 'footer'>,
    Omit<ChatComposerProps, 'placeholder'> {
  connection: ConnectionState;
  /** The expert is typing (the container keeps it on 1.5 s after each of their keystrokes). */
  expertTyping?: boolean;
  /** Installed as an app: the list leaves room for the bottom tab bar. */
  installed?: boolean;
  /** The clock for the experts' hours (stories, tests); the real one, read every minute, if omitted. */
  now?: Date;
}

/** The height left to the message list under the header and above the composer and note. */
const listHeight = (installed: boolean) =>
  installed
    ? { xs: 'calc(100dvh - 380px)', md: 'calc(100dvh - 400px)' }
    : { xs: 'calc(100dvh - 360px)', md: 'calc(100dvh - 380px)' };

/**
 * /chat, "Expert Chat" (docs/product.md §2.17): the live connection and the expert's typing in the
 * header, the "Chat Support" panel with the messages and the composer, the experts' hours below.
 */
export function ChatScreen({
  connection,
  expertTyping = false,
  installed = false,
  messages,
  currentUserId,
  loading,
  hasMore,
  loadingOlder,
  onLoadOlder,
  valuationHref,
  onSend,
  onTyping,
  disabled,
  valuations,
  initialValuationId,
  now,
}: ChatScreenProps) {
  const panelTitleId = useId();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Box>
          <Typography component="h1" variant="h2">
            {CHAT_TEXTS.title}
          </Typography>
          <Typography
            aria-live="polite"
            variant="body2"
            sx={{ color: expertTyping ? 'primary.main' : 'text.secondary', minHeight: '1.5em' }}
          >
            {expertTyping ? CHAT_TEXTS.typing : CHAT_TEXTS.connected}
          </Typography>
        </Box>
        <ConnectionIndicator state={connection} now={now} />
      </Box>
      <Paper
        component="section"
        aria-labelledby={panelTitleId}
        variant="outlined"
        sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      >
        <Typography
          id={panelTitleId}
          component="h2"
          variant="h6"
          sx={{ px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {CHAT_TEXTS.panelTitle}
        </Typography>
        <Box sx={{ display: 'flex', height: listHeight(installed), minHeight: 320 }}>
          <ChatMessageList
            messages={messages}
            currentUserId={currentUserId}
            loading={loading}
            hasMore={hasMore}
            loadingOlder={loadingOlder}
            onLoadOlder={onLoadOlder}
            valuationHref={valuationHref}
          />
        </Box>
        <ChatComposer
          onSend={onSend}
          onTyping={onTyping}
          disabled={disabled}
          valuations={valuations}
          initialValuationId={initialValuationId}
        />
      </Paper>
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary', textAlign: 'center' }}>
        {CHAT_TEXTS.footerNote}
      </Typography>
    </Container>
  );
}
