import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { SubmitButton } from '../SubmitButton';

export interface FormDialogProps {
  open: boolean;
  /** The dialog's title and accessible name. */
  title: ReactNode;
  /** Text under the title, also the dialog's accessible description. */
  description?: ReactNode;
  /** Cancel, Escape or a click outside. Never called while busy. */
  onClose: () => void;
  /** The form was submitted (submit button or Enter); the default submission is prevented. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's text. */
  submitLabel: ReactNode;
  /** The submit button's text while busy ("Saving..."). */
  busyLabel?: ReactNode;
  /** A submission is in flight: both buttons disabled, Escape ignored, the form `aria-busy`. */
  busy?: boolean;
  /** The submit button's colour ("error" for a destructive action). */
  submitColor?: ButtonProps['color'];
  /** A failure shown in a banner above the fields. */
  errorMessage?: string;
  cancelLabel?: string;
  maxWidth?: DialogProps['maxWidth'];
  /**
   * Full screen on a phone: by default when the dialog holds fields. A confirmation of a line or
   * two (no fields) stays a compact dialog over the page (issue 33: it filled a phone with grey).
   */
  fullScreenOnPhone?: boolean;
  /** The form's fields. */
  children?: ReactNode;
}

/**
 * A dialog holding one form: title, optional description and error banner, the fields, and
 * Cancel + submit. Full screen on phones when it holds fields; a confirmation without fields stays
 * compact. Focus moves into the dialog when it opens, stays there,
 * and returns to the control that opened it; Escape and Cancel close it unless it is busy.
 */
export function FormDialog({
  open,
  title,
  description,
  onClose,
  onSubmit,
  submitLabel,
  busyLabel,
  busy = false,
  submitColor = 'primary',
  errorMessage,
  cancelLabel = 'Cancel',
  maxWidth = 'sm',
  fullScreenOnPhone,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const fullScreen = phone && (fullScreenOnPhone ?? (children !== undefined && children !== null));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    onSubmit(event);
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      fullWidth
      fullScreen={fullScreen}
      maxWidth={maxWidth}
    >
      <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {description ? (
            <Box id={descriptionId} sx={{ mb: 2 }}>
              {typeof description === 'string' ? (
                <DialogContentText>{description}</DialogContentText>
              ) : (
                description
              )}
            </Box>
          ) : null}
          {errorMessage ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {errorMessage}
            </Alert>
          ) : null}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onClose} disabled={busy} color="inherit">
            {cancelLabel}
          </Button>
          <SubmitButton busy={busy} busyLabel={busyLabel} color={submitColor}>
            {submitLabel}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
