import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import CloseIcon from '@mui/icons-material/Close';
import InstallMobile from '@mui/icons-material/InstallMobile';
import IosShare from '@mui/icons-material/IosShare';
import { BRAND_NAME } from '../Navbar';

/** `ios`: the Add to Home Screen hint; `install`: the Install Now button (browser prompt). */
export type InstallPromptVariant = 'ios' | 'install';

export interface InstallPromptProps {
  variant: InstallPromptVariant;
  /** Install Now was clicked (the container calls the browser's prompt()). */
  onInstall?: () => void;
  onDismiss: () => void;
}

export const INSTALL_PROMPT_TITLE = `Install ${BRAND_NAME}`;

/**
 * Invites the visitor to install the site as an app: on iOS a hint to use Add to Home Screen, on
 * other platforms an Install Now button. Sits in the page's flow after its content (it covers
 * nothing).
 */
export function InstallPrompt({ variant, onInstall, onDismiss }: InstallPromptProps) {
  return (
    <Paper
      component="aside"
      aria-label="Install the app"
      elevation={8}
      sx={{
        // In the page's flow, after everything else (never floating above a control, a menu or a
        // dialog): it covers nothing, and it moves nothing the visitor is looking at.
        position: 'relative',
        mx: 'auto',
        my: 2,
        width: { xs: 'calc(100% - 24px)', sm: 380 },
        p: 2,
        pr: 6,
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
      }}
    >
      <InstallMobile sx={{ color: 'primary.main', mt: 0.25 }} aria-hidden />
      <Box sx={{ flex: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
          {INSTALL_PROMPT_TITLE}
        </Typography>
        {variant === 'ios' ? (
          <Typography variant="body2" color="text.secondary">
            Install this app on your device: tap the Share icon{' '}
            <IosShare fontSize="inherit" titleAccess="Share" sx={{ verticalAlign: '-0.15em' }} />,
            then &ldquo;Add to Home Screen&rdquo;{' '}
            <AddBoxOutlined fontSize="inherit" aria-hidden sx={{ verticalAlign: '-0.15em' }} />.
          </Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Add the app to your device for quick access to your valuations and expert chat.
            </Typography>
            <Button variant="contained" size="small" onClick={onInstall}>
              Install Now
            </Button>
          </>
        )}
      </Box>
      <IconButton
        aria-label="Dismiss install prompt"
        onClick={onDismiss}
        size="small"
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
