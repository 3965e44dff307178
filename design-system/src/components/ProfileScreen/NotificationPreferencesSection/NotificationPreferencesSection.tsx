import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../utils';
import { SectionCard } from '../../SectionCard';
import type { NotificationPreferences } from '../profileValues';

export interface NotificationPreferencesSectionProps {
  values: NotificationPreferences;
  /** A switch was flipped. */
  onChange: (key: keyof NotificationPreferences, enabled: boolean) => void;
  /** A save is in flight: the switches are disabled. */
  disabled?: boolean;
  /** "Push notifications on this device" (a device setting, saved at once, not with the form). */
  pushSlot?: ReactNode;
  /**
   * Channels that cannot be on, each with why (issue 33: SMS without a phone number): the switch
   * is off and disabled, and the sentence is its description.
   */
  unavailable?: Partial<Record<keyof NotificationPreferences, string>>;
}

/** Why the SMS switch is off and disabled while the profile has no phone number (issue 33). */
export const SMS_NEEDS_PHONE_HINT =
  'Add a phone number under Profile Information to receive SMS notifications.';

export const NOTIFICATION_SWITCHES: readonly {
  key: keyof NotificationPreferences;
  label: string;
  description: string;
}[] = [
  {
    key: 'email',
    label: 'Email notifications',
    description: 'Updates about your valuations and messages from our experts by email',
  },
  {
    key: 'sms',
    label: 'SMS notifications',
    description: 'Short text updates when a valuation is ready',
  },
  {
    key: 'marketing',
    label: 'Marketing emails',
    description: 'News, market insights and offers',
  },
];

/** Notification Preferences: one switch per channel, each with what it sends. */
export function NotificationPreferencesSection({
  values,
  onChange,
  disabled = false,
  pushSlot,
  unavailable = {},
}: NotificationPreferencesSectionProps) {
  const notificationsId = useId();
  return (
    <SectionCard title="Notification Preferences" description="Choose how we keep you informed.">
      <Box role="group" aria-labelledby={notificationsId} sx={{ display: 'grid', gap: 1.5 }}>
        <Box component="span" id={notificationsId} sx={visuallyHidden}>
          Notifications
        </Box>
        {NOTIFICATION_SWITCHES.map(({ key, label, description }) => {
          const why = unavailable[key];
          return (
            <FormControlLabel
              key={key}
              sx={{ alignItems: 'flex-start', ml: 0, gap: 1.5 }}
              control={
                <Switch
                  name={`notificationPreferences.${key}`}
                  checked={values[key] && !why}
                  onChange={(event) => onChange(key, event.target.checked)}
                  disabled={disabled || Boolean(why)}
                  slotProps={{ input: { 'aria-describedby': `${notificationsId}-${key}` } }}
                />
              }
              label={
                <Box sx={{ pt: 0.75 }}>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                    {label}
                  </Typography>
                  <Typography
                    component="span"
                    id={`${notificationsId}-${key}`}
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {why ? `${description}. ${why}` : description}
                  </Typography>
                </Box>
              }
            />
          );
        })}
        {pushSlot}
      </Box>
    </SectionCard>
  );
}
