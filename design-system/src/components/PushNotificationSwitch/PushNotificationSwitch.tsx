import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

/** What this device can do about push: the switch's state. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export const PUSH_TEXTS = {
  label: 'Push notifications on this device',
  description:
    'Replies from our experts, updates on your valuations and market news on this device, even when the app is closed.',
  unsupported:
    'This browser cannot show push notifications. Install the app or use another browser to receive them.',
  denied:
    'Notifications are blocked for this site in your browser. Allow them in the browser’s site settings, then turn this on.',
} as const;

export interface PushNotificationSwitchProps {
  state: PushState;
  /** The customer flipped it: on asks the browser's permission, off unsubscribes. */
  onChange: (enabled: boolean) => void;
  /** A subscribe or unsubscribe is under way. */
  busy?: boolean;
  /** Why the last change failed. */
  error?: string;
}

/**
 * "Push notifications on this device" (Profile > Notification Preferences): a device's
 * subscription is its push setting. Says plainly when the browser cannot, or refused.
 */
export function PushNotificationSwitch({
  state,
  onChange,
  busy = false,
  error,
}: PushNotificationSwitchProps) {
  const id = useId();
  const unavailable = state === 'unsupported' || state === 'denied';
  return (
    <Box>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', ml: 0, gap: 1.5 }}
        control={
          <Switch
            name="pushNotifications"
            checked={state === 'on'}
            onChange={(event) => onChange(event.target.checked)}
            disabled={busy || unavailable}
            slotProps={{ input: { 'aria-describedby': `${id}-description` } }}
          />
        }
        label={
          <Box sx={{ pt: 0.75 }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
              {PUSH_TEXTS.label}
            </Typography>
            <Typography
              component="span"
              id={`${id}-description`}
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block' }}
            >
              {unavailable ? PUSH_TEXTS[state] : PUSH_TEXTS.description}
            </Typography>
          </Box>
        }
      />
      {error ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
