import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ROUTES, type SavedReply } from '@valuation/contracts';
import { visuallyHidden } from '../../utils';

export const SAVED_REPLY_PICKER_TEXTS = {
  listLabel: 'Saved replies',
  insertLabel: 'Insert a saved reply',
  hint: 'Saved replies: up and down arrows to choose, Enter to insert, Escape to close.',
  noMatch: 'No saved reply matches.',
  manage: 'Manage saved replies',
  typeHint: 'Type / for saved replies.',
} as const;

export interface SavedReplyPickerProps {
  listId: string;
  /** Id prefix of the options (the message box's aria-activedescendant). */
  optionId: (index: number) => string;
  matches: readonly SavedReply[];
  active: number;
  onPick: (reply: SavedReply) => void;
  onHover: (index: number) => void;
}

/**
 * The "/" list above the staff composer: the saved replies matching what follows "/", the active
 * one marked (the message box keeps the focus and names it with aria-activedescendant).
 */
export function SavedReplyPicker({
  listId,
  optionId,
  matches,
  active,
  onPick,
  onHover,
}: SavedReplyPickerProps) {
  return (
    <Paper variant="outlined" sx={{ mb: 1, maxHeight: 280, overflowY: 'auto' }}>
      <Typography role="status" sx={visuallyHidden}>
        {matches.length === 0
          ? SAVED_REPLY_PICKER_TEXTS.noMatch
          : `${matches.length} saved ${matches.length === 1 ? 'reply' : 'replies'}. ${SAVED_REPLY_PICKER_TEXTS.hint}`}
      </Typography>
      {matches.length === 0 ? (
        <Typography variant="body2" sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>
          {SAVED_REPLY_PICKER_TEXTS.noMatch}{' '}
          <Link href={ROUTES.staffReplies}>{SAVED_REPLY_PICKER_TEXTS.manage}</Link>
        </Typography>
      ) : (
        <Box
          component="ul"
          role="listbox"
          id={listId}
          aria-label={SAVED_REPLY_PICKER_TEXTS.listLabel}
          sx={{ listStyle: 'none', m: 0, p: 0.5 }}
        >
          {matches.map((reply, index) => (
            <Box
              component="li"
              role="option"
              id={optionId(index)}
              key={reply.id}
              aria-selected={index === active}
              // The message box keeps the focus: a click picks without blurring it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(reply)}
              onMouseEnter={() => onHover(index)}
              sx={{
                px: 1.5,
                py: 1,
                borderRadius: 1,
                cursor: 'pointer',
                bgcolor: index === active ? 'action.selected' : 'transparent',
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {reply.title}
              </Typography>
              <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                {reply.content}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
