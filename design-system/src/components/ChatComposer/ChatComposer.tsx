import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { LazyPopover } from '../LazyOverlay/LazyPopover';
import { TextField } from '../TextField';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import EmojiEmotionsOutlined from '@mui/icons-material/EmojiEmotionsOutlined';
import ShortcutOutlined from '@mui/icons-material/ShortcutOutlined';
import SendIcon from '@mui/icons-material/Send';
import { CHAT_LIMITS, CHAT_TEXTS, type SavedReply } from '@valuation/contracts';
import { addAttachments, formatFileSize } from './attachments';
import { EmojiPickerPanel } from './EmojiPickerPanel';
import { visuallyHidden } from '../../utils';
import { SAVED_REPLY_PICKER_TEXTS, SavedReplyPicker } from './SavedReplyPicker';
import { insertReply, matchReplies, slashQuery } from './savedReplySlash';

// Loaded only for a customer with requests (issue 35): its options' code is not on every chat's first load.
const AboutRequestField = lazy(() => import('./AboutRequestField'));
const ABOUT_REQUEST_SX = { mb: 1, minWidth: 220 };

export const SEND_LABEL = 'Send message';
export const ATTACH_LABEL = 'Attach files';
export const EMOJI_LABEL = 'Insert emoji';
export const ABOUT_REQUEST_LABEL = 'About request';
export const MESSAGE_LABEL = 'Message';

/** A message as the composer hands it over. */
export interface ChatDraft {
  content: string;
  files: File[];
  valuationId?: string;
}

/** A valuation request the message can be about. */
export interface ComposerValuationOption {
  id: string;
  reference: string;
}

export interface ChatComposerProps {
  onSend: (draft: ChatDraft) => void;
  /** Called on every keystroke (the container throttles what it emits). */
  onTyping?: () => void;
  /** The input and buttons are disabled (docs/product.md §5). */
  disabled?: boolean;
  placeholder?: string;
  /** The customer's valuation requests: an "About request" select when there are any. */
  valuations?: readonly ComposerValuationOption[];
  /** The request preselected (the chat opened from a request's page). */
  initialValuationId?: string;
  /** Staff: the saved replies "/" offers (and the button that types "/"). */
  savedReplies?: readonly SavedReply[];
}

/**
 * Attach (images, PDF, DOC, DOCX; 5 of 10 MB at most; pasted images too), "Type a message...", the
 * emoji picker (loaded when first opened) and send, enabled for non-blank text or an attachment.
 * Enter sends, Shift+Enter starts a new line.
 */
export function ChatComposer({
  onSend,
  onTyping,
  disabled = false,
  placeholder = CHAT_TEXTS.placeholder,
  valuations = [],
  initialValuationId,
  savedReplies,
}: ChatComposerProps) {
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [valuationId, setValuationId] = useState(initialValuationId ?? '');
  const [emojiAnchor, setEmojiAnchor] = useState<HTMLElement | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLTextAreaElement>(null);
  const problemsId = useId();
  const pickerId = useId();
  const hintId = useId();
  const [pickerDismissed, setPickerDismissed] = useState(false);
  const [activeReply, setActiveReply] = useState(0);

  // "/" opens the saved replies (staff): the text after it filters them.
  const replyQuery = savedReplies ? slashQuery(content) : null;
  const pickerOpen = replyQuery !== null && !pickerDismissed;
  const matches = pickerOpen ? matchReplies(savedReplies ?? [], replyQuery) : [];
  const active = Math.min(activeReply, Math.max(matches.length - 1, 0));
  const optionId = (index: number) => `${pickerId}-option-${index}`;

  const pickReply = (reply: SavedReply) => {
    setContent((text) => insertReply(text, reply).slice(0, CHAT_LIMITS.maxContentLength));
    setActiveReply(0);
    textInput.current?.focus();
  };

  // A preselected request counts once it is among the customer's requests.
  const chosenValuation = valuations.some((option) => option.id === valuationId) ? valuationId : '';
  const canSend = !disabled && (content.trim().length > 0 || files.length > 0);

  const add = (incoming: readonly File[]) => {
    const result = addAttachments(files, incoming);
    setFiles(result.files);
    setProblems(result.problems);
  };

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend({
      content: content.trim(),
      files,
      ...(chosenValuation ? { valuationId: chosenValuation } : {}),
    });
    setContent('');
    setFiles([]);
    setProblems([]);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (pickerOpen && pickerKey(event)) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  /** Arrows choose a saved reply, Enter or Tab inserts it, Escape closes the list. */
  const pickerKey = (event: KeyboardEvent): boolean => {
    if (event.key === 'Escape') {
      setPickerDismissed(true);
    } else if (matches.length === 0) {
      return false;
    } else if (event.key === 'ArrowDown') {
      setActiveReply((active + 1) % matches.length);
    } else if (event.key === 'ArrowUp') {
      setActiveReply((active - 1 + matches.length) % matches.length);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
      pickReply(matches[active]);
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  };

  const handlePaste = (event: ClipboardEvent) => {
    const pasted = Array.from(event.clipboardData?.files ?? []).filter((file) =>
      file.type.startsWith('image/'),
    );
    if (pasted.length === 0) return;
    // An image on the clipboard becomes an attachment; any text still goes into the box.
    if (!event.clipboardData.getData('text/plain')) event.preventDefault();
    add(pasted);
  };

  return (
    <Box
      component="form"
      onSubmit={send}
      aria-label="Write a message"
      sx={{ borderTop: 1, borderColor: 'divider', p: { xs: 1, sm: 1.5 } }}
    >
      {valuations.length > 0 ? (
        // Shown to a customer with requests: its code (MUI's select) loads with it (ADR 021);
        // meanwhile a read-only field of the same size names the chosen request.
        <Suspense
          fallback={
            <TextField
              size="small"
              fullWidth={false}
              sx={ABOUT_REQUEST_SX}
              disabled={disabled}
              label={ABOUT_REQUEST_LABEL}
              value={valuations.find((option) => option.id === chosenValuation)?.reference ?? ''}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          }
        >
          <AboutRequestField
            label={ABOUT_REQUEST_LABEL}
            valuations={valuations}
            value={chosenValuation}
            onChange={setValuationId}
            disabled={disabled}
            sx={ABOUT_REQUEST_SX}
          />
        </Suspense>
      ) : null}
      {files.length > 0 ? (
        <Box
          component="ul"
          aria-label="Attachments"
          sx={{ listStyle: 'none', m: 0, mb: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {files.map((file, index) => (
            <Box
              component="li"
              key={`${file.name}-${index}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                pl: 1.25,
                borderRadius: 4,
                border: 1,
                borderColor: 'divider',
                maxWidth: '100%',
              }}
            >
              <Typography variant="body2" noWrap sx={{ maxWidth: 180 }}>
                {file.name}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {formatFileSize(file.size)}
              </Typography>
              <IconButton
                size="small"
                aria-label={`Remove ${file.name}`}
                onClick={() => setFiles(files.filter((_, at) => at !== index))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
      {pickerOpen ? (
        <SavedReplyPicker
          listId={pickerId}
          optionId={optionId}
          matches={matches}
          active={active}
          onPick={pickReply}
          onHover={setActiveReply}
        />
      ) : null}
      {problems.length > 0 ? (
        <Box id={problemsId} role="alert" sx={{ mb: 1 }}>
          {problems.map((problem) => (
            <Typography key={problem} variant="body2" sx={{ color: 'error.main' }}>
              {problem}
            </Typography>
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={CHAT_LIMITS.accept}
          hidden
          aria-label={ATTACH_LABEL}
          data-testid="chat-file-input"
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <IconButton
          aria-label={ATTACH_LABEL}
          disabled={disabled}
          onClick={() => fileInput.current?.click()}
        >
          <AttachFile />
        </IconButton>
        <TextField
          inputRef={textInput}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            setPickerDismissed(false);
            setActiveReply(0);
            onTyping?.();
          }}
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
          placeholder={placeholder}
          disabled={disabled}
          multiline
          maxRows={4}
          fullWidth
          size="small"
          slotProps={{
            htmlInput: {
              'aria-label': MESSAGE_LABEL,
              maxLength: CHAT_LIMITS.maxContentLength,
              'aria-describedby':
                [problems.length > 0 ? problemsId : '', savedReplies ? hintId : '']
                  .filter(Boolean)
                  .join(' ') || undefined,
              ...(pickerOpen && matches.length > 0
                ? { 'aria-controls': pickerId, 'aria-activedescendant': optionId(active) }
                : {}),
            },
          }}
        />
        {savedReplies ? (
          <>
            <Box component="span" id={hintId} sx={visuallyHidden}>
              {SAVED_REPLY_PICKER_TEXTS.typeHint}
            </Box>
            <IconButton
              aria-label={SAVED_REPLY_PICKER_TEXTS.insertLabel}
              disabled={disabled}
              onClick={() => {
                setContent((text) => (text === '' || /\s$/.test(text) ? `${text}/` : `${text} /`));
                setPickerDismissed(false);
                textInput.current?.focus();
              }}
            >
              <ShortcutOutlined />
            </IconButton>
          </>
        ) : null}
        <IconButton
          aria-label={EMOJI_LABEL}
          aria-haspopup="dialog"
          aria-expanded={emojiAnchor ? 'true' : 'false'}
          disabled={disabled}
          onClick={(event) => setEmojiAnchor(event.currentTarget)}
        >
          <EmojiEmotionsOutlined />
        </IconButton>
        <IconButton type="submit" color="primary" aria-label={SEND_LABEL} disabled={!canSend}>
          <SendIcon />
        </IconButton>
      </Box>
      <LazyPopover
        open={Boolean(emojiAnchor)}
        anchorEl={emojiAnchor}
        onClose={() => setEmojiAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Emoji picker' } }}
      >
        {emojiAnchor ? (
          <EmojiPickerPanel
            onPick={(emoji) => {
              setContent((text) => text + emoji);
              setEmojiAnchor(null);
              textInput.current?.focus();
            }}
          />
        ) : null}
      </LazyPopover>
    </Box>
  );
}
