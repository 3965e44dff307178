import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FaceOutlined from '@mui/icons-material/FaceOutlined';
import Fingerprint from '@mui/icons-material/Fingerprint';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { SubmitButton } from '../SubmitButton';

/**
 * What the device offers for passwordless sign-in (docs/product.md §2, Biometric panel):
 * Face ID on iPhone, iPad and iPod; fingerprint on other devices with a platform authenticator;
 * a generic passkey otherwise.
 */
export type BiometricKind = 'face' | 'fingerprint' | 'passkey';

export const BIOMETRIC_WORDING: Record<
  BiometricKind,
  { title: string; text: string; Icon: typeof Fingerprint }
> = {
  face: {
    title: 'Sign in with Face ID',
    text: 'Use Face ID to sign in to your account securely.',
    Icon: FaceOutlined,
  },
  fingerprint: {
    title: 'Sign in with Fingerprint',
    text: 'Touch the fingerprint sensor to sign in securely.',
    Icon: Fingerprint,
  },
  passkey: {
    title: 'Sign in with a Passkey',
    text: 'Use a passkey saved on this device or your phone.',
    Icon: KeyOutlined,
  },
};

export interface BiometricPanelProps {
  kind: BiometricKind;
  /** Authentication is in flight: "Authenticating..." and both buttons disabled. */
  busy?: boolean;
  onAuthenticate: () => void;
  /** Back to the email and password form. */
  onCancel: () => void;
}

/** The biometric panel that replaces the login form while signing in with a passkey. */
export function BiometricPanel({
  kind,
  busy = false,
  onAuthenticate,
  onCancel,
}: BiometricPanelProps) {
  const titleId = useId();
  const { title, text, Icon } = BIOMETRIC_WORDING[kind];
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      aria-busy={busy}
      sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          border: 1,
          borderColor: 'primary.main',
          color: 'primary.main',
        }}
      >
        <Icon sx={{ fontSize: 40 }} />
      </Box>
      <Typography id={titleId} component="h2" variant="h4">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      <SubmitButton
        type="button"
        size="large"
        fullWidth
        onClick={onAuthenticate}
        busy={busy}
        busyLabel="Authenticating..."
      >
        Authenticate
      </SubmitButton>
      <Button
        variant="text"
        color="inherit"
        fullWidth
        onClick={onCancel}
        disabled={busy}
        startIcon={<ArrowBack aria-hidden="true" />}
      >
        Use password instead
      </Button>
    </Box>
  );
}
