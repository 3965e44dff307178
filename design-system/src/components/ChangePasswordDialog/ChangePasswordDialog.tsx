import { useRef, useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import { changePasswordSchema } from '../../validation';
import { LazyFormDialog, useOpeningKey } from '../FormDialog';
import { PasswordChecklist } from '../PasswordChecklist';
import { PasswordField } from '../PasswordField';
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

/** One toggle (on the new password) shows or hides all three fields. */
const TOGGLE_LABELS = { show: 'Show passwords', hide: 'Hide passwords' };

function ChangePasswordForm({
  open,
  onClose,
  onSubmit,
  submitting = false,
}: ChangePasswordDialogProps) {
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
          void helpers.setTouched({ [fields[0]]: true }, false);
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
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => formik.handleChange(event),
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error ?? ' ',
      disabled: busy,
      inputRef: (element: HTMLInputElement | null) => {
        inputs.current[name] = element;
      },
      visible: showPasswords,
      slotProps: { htmlInput: { 'aria-required': true } },
    };
  };

  return (
    <LazyFormDialog
      open={open}
      title="Change Password"
      description="Enter your current password, then choose a new one. You will stay signed in here; other devices will be signed out."
      onClose={onClose}
      onSubmit={formik.handleSubmit}
      submitLabel="Change Password"
      busyLabel="Changing..."
      busy={busy}
      errorMessage={errorMessage}
    >
      <Box sx={{ display: 'grid', gap: 0.5, pt: 1 }}>
        <PasswordField
          {...field('currentPassword', 'Current password', 'current-password')}
          toggle={false}
        />
        <PasswordField
          {...field('newPassword', 'New password', 'new-password')}
          onVisibleChange={setShowPasswords}
          toggleLabels={TOGGLE_LABELS}
        />
        <Box sx={{ mt: -1, mb: 2 }}>
          <PasswordChecklist password={values.newPassword} />
        </Box>
        <PasswordField
          {...field('confirmPassword', 'Confirm new password', 'new-password')}
          toggle={false}
        />
      </Box>
    </LazyFormDialog>
  );
}

/** Change Password (contracts: it works): current, new (register rules) and confirmation. */
export function ChangePasswordDialog({
  open,
  onClose,
  onSubmit,
  submitting = false,
}: ChangePasswordDialogProps) {
  const [inFlight, setInFlight] = useState(false);
  const openingKey = useOpeningKey(open);

  const submit = async (values: ChangePasswordValues) => {
    setInFlight(true);
    try {
      await onSubmit(values);
    } finally {
      setInFlight(false);
    }
  };

  // A new form for every opening, so each starts empty.
  return (
    <ChangePasswordForm
      key={openingKey}
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting || inFlight}
    />
  );
}
