import { ROUTES } from '@valuation/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AuthCard } from '../AuthCard';
import { AuthForm } from '../AuthForm';

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface ResetPasswordScreenProps {
  onSubmit: (values: ResetPasswordValues) => void | Promise<void>;
  submitting?: boolean;
  errorMessage?: string;
  /** The token in the link is unknown, used or expired: offer a new link instead of the form. */
  invalidLink?: boolean;
}

export const INVALID_RESET_LINK_MESSAGE = 'This reset link is invalid or has expired.';

/** The page a password-reset email links to: choose a new password (register rules). */
export function ResetPasswordScreen({
  onSubmit,
  submitting,
  errorMessage,
  invalidLink = false,
}: ResetPasswordScreenProps) {
  return (
    <AuthCard
      title="Choose a New Password"
      footer={
        invalidLink ? null : (
          <Typography variant="body2">
            Remember your password? <Link href={ROUTES.login}>Sign in</Link>
          </Typography>
        )
      }
    >
      {invalidLink ? (
        <>
          <Alert severity="error" role="alert" sx={{ mb: 3 }}>
            {INVALID_RESET_LINK_MESSAGE}
          </Alert>
          <Button href={ROUTES.forgotPassword} variant="contained" size="large" fullWidth>
            Request a new link
          </Button>
        </>
      ) : (
        <AuthForm
          mode="reset-password"
          onSubmit={({ password, confirmPassword }) => onSubmit({ password, confirmPassword })}
          submitting={submitting}
          errorMessage={errorMessage}
        />
      )}
    </AuthCard>
  );
}
