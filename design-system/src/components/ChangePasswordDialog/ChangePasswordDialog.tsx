import { useId, useRef, useState, type ChangeEvent } from 'react';
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
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { changePasswordSchema } from '../../validation';
import { PasswordChecklist } from '../PasswordChecklist';
import { submissionFieldErrors, submissionMessage } from '../ProfileScreen/submissionError';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
}

export interface ChangePasswordDialogProps {
  open: boolean;
  /** Cancel, Escape or a successful change. Not called while the change is in flight. */
  onClose: () => void;
  /**
   * Change the password. Resolve on success (the dialog then closes); reject with
   * `{error, details}` to show the server's answer in the dialog.
   */
  onSubmit: (values: ChangePasswordValues) => Promise<void>;
  /** The change is in flight (also tracked from the returned promise). */
  submitting?: boolean;
}

export const CHANGE_PASSWORD_FAILED_MESSAGE = 'Failed to change password';

interface FormValues extends ChangePasswordValues {
  confirmPassword: string;
}

type FieldName = keyof FormValues;
const FIELDS: readonly FieldName[] = ['currentPassword', 'newPassword', 'confirmPassword'];

const emptyValues: FormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ChangePasswordForm({
  onClose,
  onSubmit,
  submitting = false,
  titleId,
}: Omit<ChangePasswordDialogProps, 'open'> & { titleId: string }) {
  const [showPasswords, setShowPasswords] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string>();
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const formik = useFormik<FormValues>({
    initialValues: emptyValues,
    validationSchema: changePasswordSchema,
    validateOnChange: true,
    validateOnBlur: true,
    onSubmit: async ({ currentPassword, newPassword }, helpers) => {
      setErrorMessage(undefined);
      try {
        await onSubmit({ currentPassword, newPassword });
      } catch (reason) {
        const fieldErrors = submissionFieldErrors(reason, FIELDS);
        const fields = Object.keys(fieldErrors) as FieldName[];
        if (fields.length > 0) {
          helpers.setErrors(fieldErrors);
          helpers.setTouched({ [fields[0]]: true }, false);
          inputs.current[fields[0]]?.focus();
        } else {
          setErrorMessage(submissionMessage(reason, CHANGE_PASSWORD_FAILED_MESSAGE));
        }
        return;
      }
      onClose();
    },
  });

  const busy = submitting || formik.isSubmitting;
  const { values } = formik;

  const field = (name: FieldName, label: string, autoComplete: string) => {
    const shown = formik.touched[name] || values[name] !== '';
    const error = shown ? formik.errors[name] : undefined;
    return {
      id: `change-password-${name}`,
      name,
      label,
      autoComplete,
      type: showPasswords ? 'text' : 'password',
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => formik.handleChange(event),
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error ?? ' ',
      disabled: busy,
      inputRef: (element: HTMLInputElement | null) => {
        inputs.current[name] = element;
      },
    };
  };

  const toggle = (
    <InputAdornment position="end">
      <IconButton
        aria-label={showPasswords ? 'Hide passwords' : 'Show passwords'}
        onClick={() => setShowPasswords((shown) => !shown)}
        onMouseDown={(event) => event.preventDefault()}
        edge="end"
      >
        {showPasswords ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
  const required = { htmlInput: { 'aria-required': true } };

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
      <DialogTitle id={titleId}>Change Password</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Enter your current password, then choose a new one. You will stay signed in here; other
          devices will be signed out.
        </DialogContentText>
        {errorMessage ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {errorMessage}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 0.5, pt: 1 }}>
          <TextField
            {...field('currentPassword', 'Current password', 'current-password')}
            slotProps={required}
          />
          <TextField
            {...field('newPassword', 'New password', 'new-password')}
            slotProps={{ ...required, input: { endAdornment: toggle } }}
          />
          <Box sx={{ mt: -1, mb: 2 }}>
            <PasswordChecklist password={values.newPassword} />
          </Box>
          <TextField
            {...field('confirmPassword', 'Confirm new password', 'new-password')}
            slotProps={required}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={
            busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined
          }
        >
          {busy ? 'Changing...' : 'Change Password'}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Change Password (contracts: it works): current, new (register rules) and confirmation. */
export function ChangePasswordDialog({
  open,
  onClose,
  onSubmit,
  submitting = false,
}: ChangePasswordDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [inFlight, setInFlight] = useState(false);
  const busy = submitting || inFlight;

  const submit = async (values: ChangePasswordValues) => {
    setInFlight(true);
    try {
      await onSubmit(values);
    } finally {
      setInFlight(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={fullScreen}
      maxWidth="sm"
    >
      {/* Mounted only while open, so every opening starts with an empty form. */}
      <ChangePasswordForm onClose={onClose} onSubmit={submit} submitting={busy} titleId={titleId} />
    </Dialog>
  );
}
