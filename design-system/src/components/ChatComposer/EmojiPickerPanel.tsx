import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * `emoji-picker-react` (about 82 KB gzipped) loads on the first open only. Native emoji: any other
 * style loads images from a CDN, and nothing may.
 */
const EmojiPicker = lazy(() => import('emoji-picker-react'));

export const EMOJI_PICKER_HEIGHT = 435;
export const EMOJI_PICKER_MIN_HEIGHT = 230;

export interface EmojiPickerPanelProps {
  onPick: (emoji: string) => void;
}

export function EmojiPickerPanel({ onPick }: EmojiPickerPanelProps) {
  return (
    <Suspense
      fallback={
        <Box
          sx={{
            width: 320,
            height: EMOJI_PICKER_HEIGHT,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <CircularProgress aria-label="Loading emoji" />
        </Box>
      }
    >
      <Box sx={{ minHeight: EMOJI_PICKER_MIN_HEIGHT }}>
        <EmojiPicker
          theme="dark"
          height={EMOJI_PICKER_HEIGHT}
          style={{ minHeight: EMOJI_PICKER_MIN_HEIGHT }}
          previewConfig={{ showPreview: false }}
          skinTonesDisabled
          emojiStyle="native"
          lazyLoadEmojis
          onEmojiClick={(data) => onPick(data.emoji)}
        />
      </Box>
    </Suspense>
  );
}
