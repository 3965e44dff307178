import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import {
  CHAT_TEXTS,
  MESSAGE_STATUS_LABELS,
  ROUTES,
  routePath,
  type ChatAttachment,
  type ChatMessage,
  type MessageStatus,
} from '@valuation/contracts';
import { formatMessageTime } from './messageTime';

// The upload bar shows only while the user's own attachments are sent: its code loads then (issue 35).
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

/** A message as the screens show it: the server's, or a local one still being sent. */
export interface ChatMessageView extends ChatMessage {
  /** A locally created message (temporary id) waiting for the server's answer. */
  pending?: boolean;
  /** Upload progress of a pending message's attachments, 0–100. */
  uploadProgress?: number;
}

export interface MessageBubbleProps {
  message: ChatMessageView;
  /** True when the signed-in user sent it (senderId equals their id, docs/product.md §6). */
  own: boolean;
  /** Where a linked valuation request opens (default the customer's /valuations/:id). */
  valuationHref?: (id: string) => string;
}

const isImage = (attachment: ChatAttachment) => attachment.type.startsWith('image/');

/** Read is a circled check; sent and delivered are one single check that looks the same. */
export function MessageStatusIcon({ status }: { status: MessageStatus }) {
  const label = MESSAGE_STATUS_LABELS[status];
  const Icon = status === 'read' ? CheckCircleIcon : CheckIcon;
  return <Icon titleAccess={label} sx={{ fontSize: 16 }} data-status={status} />;
}

type ThumbState = 'loading' | 'loaded' | 'failed';

export interface AttachmentThumbnailProps {
  attachment: ChatAttachment;
  /** The file is still being uploaded: a spinner over the local preview. */
  uploading?: boolean;
}

/** One image thumbnail: a spinner while loading, then the image, or "Failed to load image". */
export function AttachmentThumbnail({ attachment, uploading = false }: AttachmentThumbnailProps) {
  const [loaded, setState] = useState<ThumbState>('loading');
  // While uploading, the local preview shows under a spinner.
  const state: ThumbState = uploading && loaded === 'loaded' ? 'loading' : loaded;
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '1 / 1',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {state === 'loading' ? (
        <CircularProgress
          size={24}
          aria-label={`Loading ${attachment.name}`}
          sx={{ position: 'absolute', zIndex: 1 }}
        />
      ) : null}
      {state === 'failed' ? (
        <Typography variant="caption" role="status" sx={{ p: 1, textAlign: 'center' }}>
          {CHAT_TEXTS.imageFailed}
        </Typography>
      ) : (
        <Link
          href={attachment.url}
          target="_blank"
          rel="noopener"
          component="a"
          sx={{
            position: loaded === 'loaded' ? 'static' : 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            opacity: loaded === 'loaded' ? (uploading ? 0.5 : 1) : 0,
          }}
        >
          <Box
            component="img"
            src={attachment.previewUrl ?? attachment.url}
            alt={attachment.name}
            loading="lazy"
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </Link>
      )}
    </Box>
  );
}

/** One chat message: text, attachments, linked request, HH:mm and (own messages) the status. */
export function MessageBubble({ message, own, valuationHref }: MessageBubbleProps) {
  const images = message.attachments.filter(isImage);
  const files = message.attachments.filter((attachment) => !isImage(attachment));
  const hrefOf = valuationHref ?? ((id: string) => routePath(ROUTES.valuationRequest, { id }));
  const system = message.senderRole === 'system';
  return (
    <Box
      component="li"
      data-own={own ? 'true' : undefined}
      data-message-id={message.id}
      sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start', listStyle: 'none' }}
    >
      <Box
        sx={{
          maxWidth: { xs: '80%', md: '60%' },
          minWidth: 96,
          px: 1.75,
          py: 1.25,
          borderRadius: 2,
          borderTopRightRadius: own ? 4 : undefined,
          borderTopLeftRadius: own ? undefined : 4,
          bgcolor: own ? 'primary.main' : system ? 'action.selected' : 'background.paper',
          color: own ? 'primary.contrastText' : 'text.primary',
          border: own ? 0 : 1,
          borderColor: 'divider',
          overflowWrap: 'anywhere',
        }}
      >
        {!own && message.senderName ? (
          <Typography variant="caption" component="p" sx={{ fontWeight: 600, mb: 0.25 }}>
            {message.senderName}
          </Typography>
        ) : null}
        {message.content ? (
          <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap' }}>
            {message.content}
          </Typography>
        ) : null}
        {images.length > 0 ? (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              gap: 0.75,
              mt: message.content ? 1 : 0,
              width: { xs: 200, sm: 240 },
              maxWidth: '100%',
            }}
          >
            {images.map((attachment) => (
              <AttachmentThumbnail
                key={attachment.id}
                attachment={attachment}
                uploading={message.pending}
              />
            ))}
          </Box>
        ) : null}
        {files.length > 0 ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 1 }}>
            {files.map((attachment) => (
              <li key={attachment.id}>
                <Link
                  href={attachment.url}
                  component="a"
                  target="_blank"
                  rel="noopener"
                  color="inherit"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  <InsertDriveFileOutlined fontSize="small" aria-hidden />
                  {attachment.name}
                </Link>
              </li>
            ))}
          </Box>
        ) : null}
        {message.pending && message.uploadProgress !== undefined ? (
          <Suspense fallback={<Box sx={{ mt: 1, height: 4 }} />}>
            <LinearProgress
              variant="determinate"
              value={message.uploadProgress}
              aria-label="Upload progress"
              color="inherit"
              sx={{ mt: 1 }}
            />
          </Suspense>
        ) : null}
        {message.valuationId && message.valuationReference ? (
          <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
            About{' '}
            <Link href={hrefOf(message.valuationId)} color="inherit" sx={{ fontWeight: 600 }}>
              {message.valuationReference}
            </Link>
          </Typography>
        ) : null}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 0.5,
            mt: 0.5,
          }}
        >
          <Typography variant="caption" component="time" dateTime={message.timestamp}>
            {formatMessageTime(message.timestamp)}
          </Typography>
          {own ? <MessageStatusIcon status={message.status} /> : null}
        </Box>
      </Box>
    </Box>
  );
}
