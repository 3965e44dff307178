import { ROUTES } from '@valuation/contracts';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FaceOutlined from '@mui/icons-material/FaceOutlined';
import Fingerprint from '@mui/icons-material/Fingerprint';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { AuthCard } from '../AuthCard';
import { AuthForm, type AuthFormValues } from '../AuthForm';
import { BiometricPanel, type BiometricKind } from '../BiometricPanel';
import { HydrationPart } from '../../utils/HydrationPart';

/** Passkey sign-in on the login screen; omit it when the device does not support biometrics. */
export interface LoginScreenBiometric {
  /** Wording of the panel: Face ID, fingerprint or a generic passkey. */
  kind: BiometricKind;
  /** The panel replaces the form. */
  open: boolean;
  /** Authentication in flight ("Authenticating..."). */
  busy?: boolean;
  /** "Use Biometric Login": open the panel. */
  onOpen: () => void;
  /** "Use password instead": back to the form. */
  onClose: () => void;
  onAuthenticate: () => void;
}

export interface LoginScreenProps {
  onSubmit: (values: AuthFormValues) => void | Promise<void>;
  submitting?: boolean;
  errorMessage?: string;
  /** Passkey sign-in: a "Use Biometric Login" button that swaps the form for the biometric panel. */
  biometric?: LoginScreenBiometric;
}

export const USE_BIOMETRIC_LOGIN = 'Use Biometric Login';

const buttonIcons: Record<BiometricKind, typeof Fingerprint> = {
  face: FaceOutlined,
  fingerprint: Fingerprint,
  passkey: KeyOutlined,
};

/** /login: "Welcome Back" with the auto-submitting login form, or the biometric panel. */
export function LoginScreen({ onSubmit, submitting, errorMessage, biometric }: LoginScreenProps) {
  const panelOpen = Boolean(biometric?.open);
  const ButtonIcon = biometric ? buttonIcons[biometric.kind] : Fingerprint;
  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to access your valuations"
      footer={
        <HydrationPart>
          <Typography variant="body2">
            <Link href={ROUTES.forgotPassword}>Forgot your password?</Link>
          </Typography>
          <Typography variant="body2">
            Don&apos;t have an account? <Link href={ROUTES.register}>Sign up</Link>
          </Typography>
        </HydrationPart>
      }
    >
      {biometric && panelOpen ? (
        <BiometricPanel
          kind={biometric.kind}
          busy={biometric.busy}
          onAuthenticate={biometric.onAuthenticate}
          onCancel={biometric.onClose}
        />
      ) : (
        <>
          <AuthForm
            mode="login"
            onSubmit={onSubmit}
            submitting={submitting}
            errorMessage={errorMessage}
            emailAutoComplete="username webauthn"
          />
          {biometric ? (
            <>
              <Divider sx={{ my: 2, color: 'text.secondary', typography: 'body2' }}>or</Divider>
              <Button
                variant="outlined"
                size="large"
                fullWidth
                onClick={biometric.onOpen}
                disabled={submitting}
                startIcon={<ButtonIcon aria-hidden="true" />}
              >
                {USE_BIOMETRIC_LOGIN}
              </Button>
            </>
          ) : null}
        </>
      )}
    </AuthCard>
  );
}
