import { useEffect, useId, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { AuthForm, type AuthFormValues } from '../AuthForm';
import { SIGN_IN_DIALOG_TEXTS } from './texts';

export { SIGN_IN_DIALOG_TEXTS };

export type SignInDialogMode = 'login' | 'register';

export interface SignInDialogProps {
  open: boolean;
  /** Which tab opens first (default: create an account). */
  initialMode?: SignInDialogMode;
  /** Pre-fills "Create Account" (first name, last name, email from the wizard). */
  registerDefaults?: Partial<Pick<AuthFormValues, 'firstName' | 'lastName' | 'email'>>;
  onLogin: (values: AuthFormValues) => Promise<void>;
  onRegister: (values: AuthFormValues) => Promise<void>;
  onClose: () => void;
  submitting?: boolean;
  errorMessage?: string;
  /** Why the dialog opened (shown under the title). */
  reason?: string;
}

/**
 * Sign in or create an account without leaving the page (docs/product.md §2.8): the wizard's
 * visitor continues to payment afterwards with nothing lost. Reuses the account forms' AuthForm.
 */
export function SignInDialog({
  open,
  initialMode = 'register',
  registerDefaults,
  onLogin,
  onRegister,
  onClose,
  submitting = false,
  errorMessage,
  reason = SIGN_IN_DIALOG_TEXTS.reason,
}: SignInDialogProps) {
  const [mode, setMode] = useState<SignInDialogMode>(initialMode);
  const titleId = useId();
  const descriptionId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));

  useEffect(() => {
    if (open) setMode(initialMode);
  }, [open, initialMode]);

  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      fullScreen={fullScreen}
      maxWidth="sm"
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {SIGN_IN_DIALOG_TEXTS.title}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        disabled={submitting}
        sx={{ position: 'absolute', top: 12, right: 12 }}
      >
        <CloseRounded aria-hidden="true" />
      </IconButton>
      <DialogContent>
        <Typography id={descriptionId} color="text.secondary" sx={{ mb: 2 }}>
          {reason}
        </Typography>
        <Tabs
          value={mode}
          onChange={(_, next: SignInDialogMode) => setMode(next)}
          variant="fullWidth"
          sx={{ mb: 3 }}
        >
          <Tab value="register" label={SIGN_IN_DIALOG_TEXTS.register} disabled={submitting} />
          <Tab value="login" label={SIGN_IN_DIALOG_TEXTS.login} disabled={submitting} />
        </Tabs>
        {mode === 'register' ? (
          <AuthForm
            key="register"
            mode="register"
            onSubmit={onRegister}
            submitting={submitting}
            errorMessage={errorMessage}
            initialValues={registerDefaults}
          />
        ) : (
          <AuthForm
            key="login"
            mode="login"
            onSubmit={onLogin}
            submitting={submitting}
            errorMessage={errorMessage}
            autoSubmit={false}
            initialValues={registerDefaults?.email ? { email: registerDefaults.email } : undefined}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
