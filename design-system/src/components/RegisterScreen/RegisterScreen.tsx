import { ROUTES } from '@valuation/contracts';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AuthCard } from '../AuthCard';
import { AuthForm, type AuthFormValues } from '../AuthForm';

export interface RegisterScreenProps {
  onSubmit: (values: AuthFormValues) => void | Promise<void>;
  submitting?: boolean;
  errorMessage?: string;
}

/** /register: "Create Your Account" with the register form and the live password checklist. */
export function RegisterScreen({ onSubmit, submitting, errorMessage }: RegisterScreenProps) {
  return (
    <AuthCard
      title="Create Your Account"
      description="Join us to request and track your valuations"
      footer={
        <Typography variant="body2">
          Already have an account? <Link href={ROUTES.login}>Sign in</Link>
        </Typography>
      }
    >
      <AuthForm
        mode="register"
        onSubmit={onSubmit}
        submitting={submitting}
        errorMessage={errorMessage}
      />
    </AuthCard>
  );
}
