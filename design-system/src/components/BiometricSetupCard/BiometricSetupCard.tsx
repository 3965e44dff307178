import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FaceOutlined from '@mui/icons-material/FaceOutlined';
import Fingerprint from '@mui/icons-material/Fingerprint';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import type { BiometricKind } from '../BiometricPanel';
import { SubmitButton } from '../SubmitButton';

/** The device's capability, or 'unsupported' when it has no WebAuthn at all. */
export type BiometricSupport = BiometricKind | 'unsupported';

export interface BiometricSetupCardProps {
  /** A user is signed in (biometric setup requires one, docs/product.md §6). */
  signedIn: boolean;
  /** The device support check is running: a spinner shows instead of the button. */
  checking?: boolean;
  capability: BiometricSupport;
  /** Registration is in flight: the button reads "Setting up...". */
  busy?: boolean;
  onSetup: () => void;
  /** Rendered under the button, e.g. the PasskeyList. */
  children?: ReactNode;
}

export const SETUP_BUTTON_LABEL = 'Set up biometric login';
export const SETUP_BUSY_LABEL = 'Setting up...';
export const SIGNED_OUT_BUTTON_LABEL = 'Please log in to setup biometric login';
export const SIGNED_OUT_TEXT = 'Please log in to setup biometric authentication';
export const UNSUPPORTED_TEXT = 'Your device does not support biometric authentication';
export const CHECKING_LABEL = 'Checking biometric support';

const descriptions: Record<BiometricSupport, string> = {
  face: 'Use Face ID to sign in quickly and securely, without typing your password.',
  fingerprint:
    'Use your fingerprint to sign in quickly and securely, without typing your password.',
  passkey:
    'Use a passkey on this device, a security key or your phone to sign in without your password.',
  unsupported: 'Sign in with Face ID, your fingerprint or a passkey on supported devices.',
};

const icons: Record<BiometricSupport, typeof Fingerprint> = {
  face: FaceOutlined,
  fingerprint: Fingerprint,
  passkey: KeyOutlined,
  unsupported: Fingerprint,
};

/** Security Settings: set up biometric (passkey) login and manage the passkeys. */
export function BiometricSetupCard({
  signedIn,
  checking = false,
  capability,
  busy = false,
  onSetup,
  children,
}: BiometricSetupCardProps) {
  const titleId = useId();
  const Icon = icons[capability];

  let action: ReactNode;
  if (!signedIn) {
    action = (
      <Button variant="outlined" disabled fullWidth>
        {SIGNED_OUT_BUTTON_LABEL}
      </Button>
    );
  } else if (checking) {
    action = (
      <Box sx={{ display: 'flex', justifyContent: 'center', minHeight: 40, alignItems: 'center' }}>
        <CircularProgress size={28} aria-label={CHECKING_LABEL} />
      </Box>
    );
  } else if (capability === 'unsupported') {
    action = (
      <Button variant="outlined" disabled fullWidth>
        {UNSUPPORTED_TEXT}
      </Button>
    );
  } else {
    action = (
      <SubmitButton
        type="button"
        fullWidth
        onClick={onSetup}
        busy={busy}
        busyLabel={SETUP_BUSY_LABEL}
        startIcon={<Icon aria-hidden="true" />}
      >
        {SETUP_BUTTON_LABEL}
      </SubmitButton>
    );
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      aria-busy={checking || busy}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Icon aria-hidden="true" color="primary" sx={{ fontSize: 32, mt: 0.25 }} />
        <Box>
          <Typography id={titleId} component="h3" variant="h5" sx={{ mb: 0.5 }}>
            Biometric Login
          </Typography>
          <Typography color="text.secondary">
            {signedIn ? descriptions[capability] : SIGNED_OUT_TEXT}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ maxWidth: { sm: 360 } }}>{action}</Box>
      {signedIn && children ? <Box>{children}</Box> : null}
    </Paper>
  );
}
