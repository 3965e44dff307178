import { useId, useRef, useState } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { deleteAccountSchema } from '../../validation';
import { submissionFieldErrors, submissionMessage } from '../ProfileScreen/submissionError';

export interface DeleteAccountDialogProps {
  open: boolean;
  /** Cancel or Escape. Not called while the deletion is in flight. */
  onClose: () => void;
  /**
   * Delete the account, confirmed with the password. Reject with `{error, details}` to show the
   * server's answer in the dialog; on success the container signs out and navigates away.
   */
  onConfirm: (password: string) => Promise<void>;
  /** The deletion is in flight (also tracked from the returned promise). */
  deleting?: boolean;
}

export const DELETE_ACCOUNT_FAILED_MESSAGE = 'Failed to delete your account';

/** What the deletion removes (API: the user row and everything hanging off it). */
export const DELETED_DATA = [
  'your profile and contact details',
  'your notification and language preferences',
  'your sign-in sessions and passkeys',
  'photos you uploaded',
] as const;

function DeleteAccountForm({
  onClose,
  onConfirm,
  deleting = false,
  titleId,
  descriptionId,
}: Omit<DeleteAccountDialogProps, 'open'> & { titleId: string; descriptionId: string }) {
  const [errorMessage, setErrorMessage] = useState<string>();
  const input = useRef<HTMLInputElement | null>(null);

  const formik = useFormik({
    initialValues: { password: '' },
    validationSchema: deleteAccountSchema,
    validateOnChange: true,
    onSubmit: async ({ password }, helpers) => {
      setErrorMessage(undefined);
      try {
        await onConfirm(password);
      } catch (reason) {
        const fieldErrors = submissionFieldErrors(reason, ['password'] as const);
        if (fieldErrors.password) {
          helpers.setErrors(fieldErrors);
          helpers.setTouched({ password: true }, false);
          input.current?.focus();
        } else {
          setErrorMessage(submissionMessage(reason, DELETE_ACCOUNT_FAILED_MESSAGE));
        }
      }
    },
  });

  const busy = deleting || formik.isSubmitting;
  const error = formik.touched.password ? formik.errors.password : undefined;

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
      <DialogTitle id={titleId}>Delete your account?</DialogTitle>
      <DialogContent>
        <Box id={descriptionId}>
          <DialogContentText>
            This permanently deletes your account and everything we hold about you:
          </DialogContentText>
          <Box component="ul" sx={{ my: 1, pl: 3, color: 'text.secondary' }}>
            {DELETED_DATA.map((item) => (
              <Typography component="li" key={item} variant="body1" color="inherit">
                {item}
              </Typography>
            ))}
          </Box>
          <DialogContentText sx={{ mb: 2 }}>
            This cannot be undone. If you want a copy, download your data first.
          </DialogContentText>
        </Box>
        {errorMessage ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {errorMessage}
          </Alert>
        ) : null}
        <TextField
          id="delete-account-password"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={formik.values.password}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(error)}
          helperText={error ?? 'Enter your password to confirm'}
          disabled={busy}
          inputRef={input}
          slotProps={{ htmlInput: { 'aria-required': true } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={busy}
          startIcon={
            busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined
          }
        >
          {busy ? 'Deleting...' : 'Delete my account'}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Right to erasure: explains what goes, asks for the password, then deletes the account. */
export function DeleteAccountDialog({
  open,
  onClose,
  onConfirm,
  deleting = false,
}: DeleteAccountDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [inFlight, setInFlight] = useState(false);
  const busy = deleting || inFlight;

  const confirm = async (password: string) => {
    setInFlight(true);
    try {
      await onConfirm(password);
    } finally {
      setInFlight(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      fullScreen={fullScreen}
      maxWidth="sm"
    >
      {/* Mounted only while open, so every opening starts with an empty password. */}
      <DeleteAccountForm
        onClose={onClose}
        onConfirm={confirm}
        deleting={busy}
        titleId={titleId}
        descriptionId={descriptionId}
      />
    </Dialog>
  );
}
