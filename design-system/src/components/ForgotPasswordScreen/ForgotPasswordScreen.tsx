import { ROUTES } from '@valuation/contracts';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AuthCard } from '../AuthCard';
import { AuthForm, type AuthFormValues } from '../AuthForm';

export interface ForgotPasswordScreenProps {
  onSubmit: (values: AuthFormValues) => void | Promise<void>;
  submitting?: boolean;
  errorMessage?: string;
}

/** /forgot-password: asks for the email address the reset link is sent to. */
export function ForgotPasswordScreen({
  onSubmit,
  submitting,
  errorMessage,
}: ForgotPasswordScreenProps) {
  return (
    <AuthCard
      title="Forgot Your Password?"
      description="Enter your email address and we'll send you a link to reset your password."
      footer={
        <Typography variant="body2">
          Remember your password? <Link href={ROUTES.login}>Sign in</Link>
        </Typography>
      }
    >
      <AuthForm
        mode="forgot-password"
        onSubmit={onSubmit}
        submitting={submitting}
        errorMessage={errorMessage}
      />
    </AuthCard>
  );
}
