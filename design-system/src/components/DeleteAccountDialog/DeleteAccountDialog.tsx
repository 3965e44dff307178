import { useRef, useState } from 'react';
import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { deleteAccountSchema } from '../../validation';
import { LazyFormDialog, useOpeningKey } from '../FormDialog';
import { PasswordField } from '../PasswordField';
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
  open,
  onClose,
  onConfirm,
  deleting = false,
}: DeleteAccountDialogProps) {
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
          void helpers.setTouched({ password: true }, false);
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
    <LazyFormDialog
      open={open}
      title="Delete your account?"
      description={
        <>
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
          <DialogContentText>
            This cannot be undone. If you want a copy, download your data first.
          </DialogContentText>
        </>
      }
      onClose={onClose}
      onSubmit={formik.handleSubmit}
      submitLabel="Delete my account"
      busyLabel="Deleting..."
      submitColor="error"
      busy={busy}
      errorMessage={errorMessage}
    >
      <PasswordField
        id="delete-account-password"
        name="password"
        label="Password"
        autoComplete="current-password"
        value={formik.values.password}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(error)}
        helperText={error ?? 'Enter your password to confirm'}
        disabled={busy}
        inputRef={input}
        slotProps={{
          htmlInput: { 'aria-required': true },
          // The instruction stays readable while the deletion is in flight (light-mode contrast).
          formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
        }}
        sx={{ mt: 1 }}
      />
    </LazyFormDialog>
  );
}

/** Right to erasure: explains what goes, asks for the password, then deletes the account. */
export function DeleteAccountDialog({
  open,
  onClose,
  onConfirm,
  deleting = false,
}: DeleteAccountDialogProps) {
  const [inFlight, setInFlight] = useState(false);
  const openingKey = useOpeningKey(open);

  const confirm = async (password: string) => {
    setInFlight(true);
    try {
      await onConfirm(password);
    } finally {
      setInFlight(false);
    }
  };

  // A new form for every opening, so each starts with an empty password.
  return (
    <DeleteAccountForm
      key={openingKey}
      open={open}
      onClose={onClose}
      onConfirm={confirm}
      deleting={deleting || inFlight}
    />
  );
}
