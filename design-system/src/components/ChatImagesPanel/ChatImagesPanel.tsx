import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { formatUkDayTime } from '@valuation/contracts';
import type { ChatImageCandidate } from '@valuation/contracts';
import { SubmitButton } from '../SubmitButton';

export const CHAT_IMAGES_TITLE = 'Photos from the chat';
export const NO_CHAT_IMAGES = 'The customer has not sent any image in the chat.';

export interface ChatImagesPanelProps {
  /** The customer's chat images, newest first; undefined while they load. */
  images?: ChatImageCandidate[];
  /** Adds one to the request; rejects with an Error whose message is shown. */
  onAdd: (attachmentId: string) => Promise<void>;
  /** False when the request takes no photo now (unpaid, completed, cancelled). */
  canAdd?: boolean;
}

/**
 * The images the customer sent in the chat, beside the request's photos in the staff console
 * (docs/product.md, "The 'more information' loop"): one "Add to request" per image, a tick once
 * it is on the request.
 */
export function ChatImagesPanel({ images, onAdd, canAdd = true }: ChatImagesPanelProps) {
  const [adding, setAdding] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  if (!images) return null;

  const add = async (id: string) => {
    setAdding(id);
    setError(undefined);
    try {
      await onAdd(id);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setAdding(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="chat-images-title" sx={{ mt: 3 }}>
      <Typography id="chat-images-title" component="h3" variant="h6" sx={{ mb: 1.5 }}>
        {CHAT_IMAGES_TITLE}
      </Typography>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {images.length === 0 ? (
        <Typography color="text.secondary">{NO_CHAT_IMAGES}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {images.map((image) => (
            <Box component="li" key={image.attachmentId} sx={{ display: 'grid', gap: 0.75 }}>
              <Box
                component="img"
                src={image.previewUrl}
                alt={image.name}
                loading="lazy"
                sx={{
                  display: 'block',
                  width: '100%',
                  aspectRatio: '1',
                  objectFit: 'cover',
                  borderRadius: 2,
                }}
              />
              <Typography variant="caption" color="text.secondary">
                {image.senderRole === 'customer' ? 'Customer' : 'Expert'},{' '}
                {formatUkDayTime(image.sentAt)}
              </Typography>
              {image.added ? (
                <Typography
                  variant="body2"
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
                >
                  <CheckCircleOutline fontSize="small" color="success" aria-hidden="true" />
                  On the request
                </Typography>
              ) : (
                <SubmitButton
                  type="button"
                  size="small"
                  variant="outlined"
                  busy={adding === image.attachmentId}
                  busyLabel="Adding..."
                  disabled={!canAdd || (adding !== null && adding !== image.attachmentId)}
                  startIcon={<AddPhotoAlternateOutlined aria-hidden="true" />}
                  aria-label={`Add to request: ${image.name}`}
                  onClick={() => void add(image.attachmentId)}
                >
                  Add to request
                </SubmitButton>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
