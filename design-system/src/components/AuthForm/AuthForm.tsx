import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { setIn, useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type { AnyObjectSchema, ValidationError } from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { TextField } from '../TextField';
import type * as AccountSchemas from '../../validation/schemas';
import { useTypedBeforeHydration } from '../../utils';
import { PasswordChecklist } from '../PasswordChecklist';
import { PasswordField } from '../PasswordField';
import { SubmitButton } from '../SubmitButton';
import { HydrationPart } from '../../utils/HydrationPart';

/** The three product modes, plus 'reset-password' used by ResetPasswordScreen. */
export type AuthFormMode = 'login' | 'register' | 'forgot-password' | 'reset-password';

export interface AuthFormValues {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
}

export interface AuthFormProps {
  mode: AuthFormMode;
  /** Called with the form values once they are valid. Only the mode's fields are meaningful. */
  onSubmit: (values: AuthFormValues) => void | Promise<void>;
  /** A request is in flight: the submit button is disabled and shows a spinner. */
  submitting?: boolean;
  /** Shown in a red banner above the fields. */
  errorMessage?: string;
  /** Login mode: submit 1 s after the form becomes valid (default true in login mode). */
  autoSubmit?: boolean;
  /** The email input's autocomplete, e.g. "username webauthn" to offer passkeys in autofill. */
  emailAutoComplete?: string;
  /** Values to start from (e.g. register pre-filled from the valuation wizard). */
  initialValues?: Partial<AuthFormValues>;
}

/** Delay before the login form submits itself once valid. */
export const LOGIN_AUTO_SUBMIT_DELAY_MS = 1000;

type FieldName = keyof AuthFormValues;

const emptyValues: AuthFormValues = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
};

type Schemas = typeof AccountSchemas;

/**
 * The account schemas, with Yup, from their own chunk: loaded when the form first validates (the
 * first change, blur or submit), not with the page (issue 35: Yup was 10.9 KB of /login's first
 * load). A submit pressed before they arrive waits for them, as Formik awaits `validate`.
 */
let loadedSchemas: Schemas | undefined;
const loadSchemas = async (): Promise<Schemas> =>
  (loadedSchemas ??= await import('../../validation/schemas'));

const schemaFor = (schemas: Schemas, mode: AuthFormMode): AnyObjectSchema =>
  ({
    login: schemas.loginSchema,
    register: schemas.registerSchema,
    'forgot-password': schemas.forgotPasswordSchema,
    'reset-password': schemas.resetPasswordSchema,
  })[mode];

const submitLabels: Record<AuthFormMode, string> = {
  login: 'Sign In',
  register: 'Create Account',
  'forgot-password': 'Reset Password',
  'reset-password': 'Set New Password',
};

const pairKey = (values: AuthFormValues) => JSON.stringify([values.email, values.password]);

/** The shared account form: login, register, forgot-password (and reset-password). */
export function AuthForm({
  mode,
  onSubmit,
  submitting = false,
  errorMessage,
  autoSubmit = mode === 'login',
  emailAutoComplete = 'email',
  initialValues,
}: AuthFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  /** The last (email, password) pair submitted, so a failed login is not retried in a loop. */
  const lastSubmittedPair = useRef<string | null>(null);
  /** The schemas once loaded: the login form submits itself only when they say it is valid. */
  const [schemas, setSchemas] = useState(() => loadedSchemas);

  // What Formik's `validationSchema` does (the same Yup call and errors), on the loaded schema.
  const validate = useCallback(
    async (values: AuthFormValues): Promise<FormikErrors<AuthFormValues>> => {
      const loaded = await loadSchemas();
      setSchemas(loaded);
      try {
        await validateYupSchema(values, schemaFor(loaded, mode));
        return {};
      } catch (error) {
        if ((error as Error).name !== 'ValidationError') throw error;
        return yupToFormErrors<AuthFormValues>(error as ValidationError);
      }
    },
    [mode],
  );

  const formik = useFormik<AuthFormValues>({
    initialValues: { ...emptyValues, ...initialValues },
    validate,
    validateOnChange: true,
    validateOnBlur: true,
    onSubmit: async (values) => {
      lastSubmittedPair.current = pairKey(values);
      try {
        await onSubmit(values);
      } catch {
        // The caller reports failures through `errorMessage`.
      }
    },
  });

  const busy = submitting || formik.isSubmitting;
  const { values, submitForm } = formik;

  // What a visitor typed into the prerendered page before it hydrated (ADR 011) is the form's.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, values, (typed) => {
    void formik.setValues((current) =>
      typed.reduce<AuthFormValues>((next, { name, value }) => setIn(next, name, value), current),
    );
  });

  useEffect(() => {
    if (mode !== 'login' || !autoSubmit || busy) return undefined;
    if (!values.email || !values.password) return undefined;
    if (lastSubmittedPair.current === pairKey(values)) return undefined;
    if (!schemas?.loginSchema.isValidSync({ email: values.email, password: values.password })) {
      return undefined;
    }
    const timer = setTimeout(() => {
      void submitForm();
    }, LOGIN_AUTO_SUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mode, autoSubmit, busy, values, submitForm, schemas]);

  const errorFor = (name: FieldName): string | undefined => {
    const shown = formik.touched[name] || values[name] !== '';
    return shown ? formik.errors[name] : undefined;
  };

  const field = (name: FieldName, label: string, autoComplete: string) => {
    const error = errorFor(name);
    return {
      id: `auth-${mode}-${name}`,
      name,
      label,
      autoComplete,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => formik.handleChange(event),
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error ?? ' ',
      // Signing in by itself (auto-submit) while the customer may still be typing: the fields stay
      // editable, so the focus stays and typing simply continues (a changed pair is sent again).
      disabled: busy && !(mode === 'login' && autoSubmit),
    };
  };

  const newPassword = mode === 'register' || mode === 'reset-password';
  const required = { htmlInput: { 'aria-required': true } };

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={formik.handleSubmit}
      aria-busy={busy}
      sx={{ display: 'grid', gap: 0.5 }}
    >
      {errorMessage ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage}
        </Alert>
      ) : null}

      {mode === 'register' ? (
        <Box
          sx={{ display: 'grid', gap: { xs: 0.5, sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' } }}
        >
          <TextField {...field('firstName', 'First Name', 'given-name')} slotProps={required} />
          <TextField {...field('lastName', 'Last Name', 'family-name')} slotProps={required} />
        </Box>
      ) : null}

      {mode !== 'reset-password' ? (
        <HydrationPart>
          <TextField
            {...field('email', 'Email', emailAutoComplete)}
            type="email"
            slotProps={{ htmlInput: { 'aria-required': true, inputMode: 'email' } }}
          />
        </HydrationPart>
      ) : null}

      {mode !== 'forgot-password' ? (
        <HydrationPart>
          <PasswordField
            {...field(
              'password',
              mode === 'reset-password' ? 'New Password' : 'Password',
              newPassword ? 'new-password' : 'current-password',
            )}
            visible={showPassword}
            onVisibleChange={setShowPassword}
            slotProps={required}
          />
        </HydrationPart>
      ) : null}

      {newPassword ? (
        <>
          <Box sx={{ mt: -1, mb: 2 }}>
            <PasswordChecklist password={values.password} />
          </Box>
          <PasswordField
            {...field('confirmPassword', 'Confirm Password', 'new-password')}
            visible={showPassword}
            toggle={false}
            slotProps={required}
          />
        </>
      ) : null}

      <HydrationPart>
        <SubmitButton busy={busy} size="large" fullWidth sx={{ mt: 1 }}>
          {submitLabels[mode]}
        </SubmitButton>
      </HydrationPart>
    </Box>
  );
}
