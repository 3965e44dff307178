import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SystemUpdateAlt from '@mui/icons-material/SystemUpdateAlt';

export const UPDATE_AVAILABLE_TEXT = 'A new version is available';

export interface UpdatePromptProps {
  /** Reload was clicked: the container activates the waiting service worker, then reloads. */
  onReload: () => void;
  /** Hides the message until the next visit (the update then applies on its own). */
  onDismiss?: () => void;
  /** In the installed app the bottom tab bar takes the bottom edge: float above it. */
  aboveBottomBar?: boolean;
}

/** Tells the user that a new version of the app has been downloaded and offers to reload. */
export function UpdatePrompt({ onReload, onDismiss, aboveBottomBar = false }: UpdatePromptProps) {
  const edge = aboveBottomBar ? 80 : 16;
  return (
    <Paper
      role="status"
      elevation={8}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        left: '50%',
        transform: 'translateX(-50%)',
        bottom: `calc(${edge}px + env(safe-area-inset-bottom))`,
        width: 'max-content',
        maxWidth: 'calc(100vw - 24px)',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        pl: 2,
        pr: 1,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <SystemUpdateAlt sx={{ color: 'primary.main' }} aria-hidden />
      <Typography variant="body2">{UPDATE_AVAILABLE_TEXT}</Typography>
      <Button variant="contained" size="small" onClick={onReload}>
        Reload
      </Button>
      {onDismiss ? (
        <IconButton aria-label="Dismiss update message" size="small" onClick={onDismiss}>
          <CloseIcon fontSize="small" />
        </IconButton>
      ) : null}
    </Paper>
  );
}
