import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { AuthCard } from '../AuthCard';
import { AuthForm, type AuthFormValues } from '../AuthForm';

export interface LoginScreenProps {
  onSubmit: (values: AuthFormValues) => void | Promise<void>;
  submitting?: boolean;
  errorMessage?: string;
  /** Rendered under the form, e.g. the "Use Biometric Login" button or the biometric panel. */
  biometricSlot?: ReactNode;
}

/** /login: "Welcome Back" with the auto-submitting login form. */
export function LoginScreen({
  onSubmit,
  submitting,
  errorMessage,
  biometricSlot,
}: LoginScreenProps) {
  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to access your valuations"
      footer={
        <>
          <Typography variant="body2">
            <Link href="/forgot-password">Forgot your password?</Link>
          </Typography>
          <Typography variant="body2">
            Don&apos;t have an account? <Link href="/register">Sign up</Link>
          </Typography>
        </>
      }
    >
      <AuthForm
        mode="login"
        onSubmit={onSubmit}
        submitting={submitting}
        errorMessage={errorMessage}
      />
      {biometricSlot ? <Box sx={{ mt: 2 }}>{biometricSlot}</Box> : null}
    </AuthCard>
  );
}
