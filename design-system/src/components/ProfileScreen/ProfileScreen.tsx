import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { profileSchema, SUPPORTED_LANGUAGES } from '../../validation';
import { visuallyHidden } from '../../utils';
import { ChangePasswordDialog, type ChangePasswordValues } from '../ChangePasswordDialog';
import { DeleteAccountDialog } from '../DeleteAccountDialog';
import { BRAND_NAME } from '../Navbar';
import {
  browserTimeZone,
  profileChanges,
  profileFormValues,
  supportedTimeZones,
  type NotificationPreferences,
  type ProfileChanges,
  type ProfileDetails,
  type ProfileFormValues,
} from './profileValues';
import { submissionFieldErrors } from './submissionError';

export interface ProfileScreenProps {
  /** The loaded profile; omitted (or null) while it loads. */
  profile?: ProfileDetails | null;
  /** The profile is being fetched: skeletons stand in for the cards. */
  loading?: boolean;
  /** Loading failed: this message and a "Try again" button (calls `onRetry`). */
  loadError?: string | null;
  onRetry?: () => void;
  /** The browser's IANA zone, shown while the server holds none (default: detected). */
  defaultTimeZone?: string;
  /** The zones offered (default: Intl.supportedValuesOf('timeZone') plus UTC). */
  timeZones?: readonly string[];
  /**
   * Save Changes: called with only the fields that changed. Reject with `{error, details}` to
   * mark fields the server refused; the container raises the toasts.
   */
  onSave: (changes: ProfileChanges) => Promise<void> | void;
  /** A save is in flight (also tracked from the returned promise). */
  saving?: boolean;
  /** Security Settings: the biometric setup card (and passkey list) from the container. */
  biometricSlot?: ReactNode;
  /** Change Password dialog: resolve on success (dialog closes), reject with `{error, details}`. */
  onChangePassword: (values: ChangePasswordValues) => Promise<void>;
  changingPassword?: boolean;
  /** Your Data: "Download my data" (busy "Preparing..." until the promise settles). */
  onDownloadData: () => Promise<void> | void;
  downloadingData?: boolean;
  /** Your Data: "Delete my account" confirmed with the password in a dialog. */
  onDeleteAccount: (password: string) => Promise<void>;
  deletingAccount?: boolean;
}

export const PROFILE_TITLE = 'Profile Settings';
export const PROFILE_LOAD_FAILED_MESSAGE = 'Failed to load your profile';

const NOTIFICATION_SWITCHES: readonly {
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

type TextFieldName = 'firstName' | 'lastName' | 'phoneNumber';
const SERVER_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'timezone',
  'preferredLanguage',
  'marketingConsent',
] as const;

const timeZoneLabel = (zone: string) => zone.replaceAll('_', ' ');

function SectionCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.4rem', mb: 0.5 }}>
          {title}
        </Typography>
        {description ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {description}
          </Typography>
        ) : (
          <Box sx={{ mb: 2 }} />
        )}
        {children}
      </CardContent>
    </Card>
  );
}

/** Placeholders with the cards' shape while the profile loads (no layout shift when it lands). */
function ProfileSkeleton() {
  return (
    <Stack spacing={3} role="status" aria-live="polite" aria-busy="true">
      <Box component="span" sx={visuallyHidden}>
        Loading...
      </Box>
      {[6, 2, 3].map((rows, index) => (
        <Card key={index} aria-hidden="true">
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Skeleton variant="text" width="40%" sx={{ fontSize: '1.4rem', mb: 2 }} />
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              {Array.from({ length: rows }, (_, row) => (
                <Skeleton key={row} variant="rounded" height={56} />
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}

function BusyIcon() {
  return <CircularProgress size={18} color="inherit" aria-hidden="true" />;
}

function ProfileContent({
  profile,
  defaultTimeZone,
  timeZones,
  onSave,
  saving = false,
  biometricSlot,
  onChangePassword,
  changingPassword,
  onDownloadData,
  downloadingData = false,
  onDeleteAccount,
  deletingAccount,
}: Omit<ProfileScreenProps, 'profile' | 'loading' | 'loadError' | 'onRetry'> & {
  profile: ProfileDetails;
  defaultTimeZone: string;
}) {
  const formId = useId();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [preparing, setPreparing] = useState(false);
  /** The server holds no zone until the first save sends the displayed one. */
  const timezoneUnset = useRef(profile.timezone === null);
  const initialValues = useMemo(
    () => profileFormValues(profile, defaultTimeZone),
    [profile, defaultTimeZone],
  );
  /** The values the server holds (what a save is compared with). */
  const saved = useRef(initialValues);
  const zoneOptions = useMemo(() => {
    const zones = timeZones ? [...timeZones] : supportedTimeZones();
    return zones.includes(initialValues.timezone) ? zones : [...zones, initialValues.timezone];
  }, [timeZones, initialValues.timezone]);

  const formik = useFormik<ProfileFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: profileSchema,
    validateOnChange: true,
    validateOnBlur: true,
    onSubmit: async (values, helpers) => {
      const changes = profileChanges(saved.current, values, {
        timezoneUnset: timezoneUnset.current,
      });
      if (Object.keys(changes).length === 0) {
        helpers.resetForm({ values });
        return;
      }
      try {
        await onSave(changes);
      } catch (reason) {
        const fieldErrors = submissionFieldErrors(reason, SERVER_FIELDS);
        if (Object.keys(fieldErrors).length > 0) {
          helpers.setErrors(fieldErrors);
          helpers.setTouched(
            Object.fromEntries(Object.keys(fieldErrors).map((field) => [field, true])),
            false,
          );
        }
        return;
      }
      if ('timezone' in changes) timezoneUnset.current = false;
      // What was saved is the new starting point (the container may also pass a fresh profile).
      helpers.resetForm({ values });
    },
  });

  useEffect(() => {
    saved.current = formik.initialValues;
  }, [formik.initialValues]);

  const busy = saving || formik.isSubmitting;
  const downloading = downloadingData || preparing;
  const { values } = formik;

  const errorFor = (name: keyof ProfileFormValues): string | undefined => {
    const shown = formik.touched[name] || values[name] !== formik.initialValues[name];
    const error = formik.errors[name];
    return shown && typeof error === 'string' ? error : undefined;
  };

  const textField = (name: TextFieldName, label: string, autoComplete: string) => {
    const error = errorFor(name);
    return {
      id: `profile-${name}`,
      name,
      label,
      autoComplete,
      value: values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(error),
      disabled: busy,
      helperText: error ?? ' ',
    };
  };

  const download = async () => {
    setPreparing(true);
    try {
      await onDownloadData();
    } catch {
      // The container reports the failure.
    } finally {
      setPreparing(false);
    }
  };

  const timezoneError = errorFor('timezone');
  const notificationsId = useId();

  return (
    <Stack spacing={3}>
      <SectionCard
        title="Profile Information"
        description="Your name and contact details, and how we talk to you."
      >
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={formik.handleSubmit}
          aria-busy={busy}
          sx={{
            display: 'grid',
            columnGap: 2,
            rowGap: 0.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          <TextField
            {...textField('firstName', 'First name', 'given-name')}
            slotProps={{ htmlInput: { 'aria-required': true } }}
          />
          <TextField
            {...textField('lastName', 'Last name', 'family-name')}
            slotProps={{ htmlInput: { 'aria-required': true } }}
          />
          <TextField
            id="profile-email"
            name="email"
            label="Email"
            type="email"
            value={profile.email}
            disabled
            helperText="Email cannot be changed"
            slotProps={{
              htmlInput: { readOnly: true },
              // A readable explanation, not the faint disabled colour (contrast in light mode).
              formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
            }}
          />
          <TextField
            {...textField('phoneNumber', 'Phone number', 'tel')}
            type="tel"
            placeholder="+44 20 7946 0000"
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
          <Autocomplete<string, false, true, false>
            id="profile-timezone"
            options={zoneOptions}
            value={values.timezone}
            onChange={(_event, zone) => {
              void formik.setFieldValue('timezone', zone);
            }}
            getOptionLabel={timeZoneLabel}
            disableClearable
            autoHighlight
            disabled={busy}
            renderInput={(params) => (
              <TextField
                {...params}
                name="timezone"
                label="Time zone"
                error={Boolean(timezoneError)}
                helperText={timezoneError ?? ' '}
              />
            )}
          />
          <TextField
            id="profile-preferredLanguage"
            name="preferredLanguage"
            label="Preferred language"
            select
            value={values.preferredLanguage}
            onChange={formik.handleChange}
            disabled={busy}
            error={Boolean(errorFor('preferredLanguage'))}
            helperText={errorFor('preferredLanguage') ?? ' '}
          >
            {SUPPORTED_LANGUAGES.map((language) => (
              <MenuItem key={language.code} value={language.code}>
                {language.label}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            sx={{ gridColumn: '1 / -1', mt: 1 }}
            control={
              <Checkbox
                name="marketingConsent"
                checked={values.marketingConsent}
                onChange={formik.handleChange}
                disabled={busy}
              />
            }
            label={`I agree to receive marketing communications from ${BRAND_NAME}`}
          />
        </Box>
      </SectionCard>

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
              <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 0.5 }}>
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
      </SectionCard>

      <SectionCard title="Notification Preferences" description="Choose how we keep you informed.">
        <Box role="group" aria-labelledby={notificationsId} sx={{ display: 'grid', gap: 1.5 }}>
          <Box component="span" id={notificationsId} sx={visuallyHidden}>
            Notifications
          </Box>
          {NOTIFICATION_SWITCHES.map(({ key, label, description }) => (
            <FormControlLabel
              key={key}
              sx={{ alignItems: 'flex-start', ml: 0, gap: 1.5 }}
              control={
                <Switch
                  name={`notificationPreferences.${key}`}
                  checked={values.notificationPreferences[key]}
                  onChange={formik.handleChange}
                  disabled={busy}
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
                    {description}
                  </Typography>
                </Box>
              }
            />
          ))}
        </Box>
      </SectionCard>

      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          size="large"
          disabled={busy || !formik.dirty}
          startIcon={busy ? <BusyIcon /> : undefined}
          sx={{ minWidth: 180 }}
        >
          {busy ? 'Saving...' : 'Save Changes'}
        </Button>
      </Box>

      <SectionCard
        title="Your Data"
        description="Download a copy of everything we hold about you, or delete your account and all of its data."
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void download()}
            disabled={downloading}
            startIcon={downloading ? <BusyIcon /> : <DownloadOutlined aria-hidden="true" />}
          >
            {downloading ? 'Preparing...' : 'Download my data'}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setDeleteOpen(true)}
            startIcon={<DeleteForeverOutlined aria-hidden="true" />}
          >
            Delete my account
          </Button>
        </Box>
      </SectionCard>

      <ChangePasswordDialog
        open={passwordOpen}
        onClose={() => setPasswordOpen(false)}
        onSubmit={onChangePassword}
        submitting={changingPassword}
      />
      <DeleteAccountDialog
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        onConfirm={onDeleteAccount}
        deleting={deletingAccount}
      />
    </Stack>
  );
}

/**
 * /profile: Profile Information, Security Settings and Notification Preferences cards, Save
 * Changes, and Your Data (export and erasure) after the cards. Props in, callbacks out.
 */
export function ProfileScreen({
  profile,
  loading = false,
  loadError,
  onRetry,
  defaultTimeZone,
  ...rest
}: ProfileScreenProps) {
  const zone = useMemo(() => defaultTimeZone ?? browserTimeZone(), [defaultTimeZone]);
  let body: ReactNode;
  if (loadError && !profile) body = <LoadError message={loadError} onRetry={onRetry} />;
  else if (loading || !profile) body = <ProfileSkeleton />;
  else body = <ProfileContent profile={profile} defaultTimeZone={zone} {...rest} />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 1.5 }}>
        {PROFILE_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 3, md: 5 } }}>
        Manage your account information, security and notification preferences.
      </Typography>
      {body}
    </Container>
  );
}
