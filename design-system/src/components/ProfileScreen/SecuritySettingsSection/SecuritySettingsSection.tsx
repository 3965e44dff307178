import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { ChangePasswordDialog, type ChangePasswordValues } from '../../ChangePasswordDialog';
import { SectionCard } from '../../SectionCard';

export interface SecuritySettingsSectionProps {
  /** The biometric setup card (and passkey list) from the container. */
  biometricSlot?: ReactNode;
  /** Change Password dialog: resolve on success (dialog closes), reject with `{error, details}`. */
  onChangePassword: (values: ChangePasswordValues) => Promise<void>;
  changingPassword?: boolean;
}

/** Security Settings: biometric login from the container, and Change Password in a dialog. */
export function SecuritySettingsSection({
  biometricSlot,
  onChangePassword,
  changingPassword,
}: SecuritySettingsSectionProps) {
  const [passwordOpen, setPasswordOpen] = useState(false);
  return (
    <SectionCard
      title="Security Settings"
      description="Sign in with a passkey and keep your password up to date."
    >
      <Stack spacing={3} divider={<Divider flexItem />}>
        {biometricSlot ? <Box>{biometricSlot}</Box> : null}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>
            <Typography component="h3" variant="h6" sx={{ mb: 0.5 }}>
              Password
            </Typography>
            <Typography color="text.secondary">
              Changing it signs you out on your other devices.
            </Typography>
          </Box>
          <Button
            variant="outlined"
            startIcon={<LockResetOutlined aria-hidden="true" />}
            onClick={() => setPasswordOpen(true)}
          >
            Change Password
          </Button>
        </Box>
      </Stack>
      <ChangePasswordDialog
        open={passwordOpen}
        onClose={() => setPasswordOpen(false)}
        onSubmit={onChangePassword}
        submitting={changingPassword}
      />
    </SectionCard>
  );
}
