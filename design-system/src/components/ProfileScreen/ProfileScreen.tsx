import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { setIn, useFormik, type FormikErrors } from 'formik';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { profileSchema } from '../../validation';
import { visuallyHidden } from '../../utils';
import type { ChangePasswordValues } from '../ChangePasswordDialog';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { SubmitButton } from '../SubmitButton';
import {
  browserTimeZone,
  profileChanges,
  profileFormValues,
  supportedTimeZones,
  type ProfileChanges,
  type ProfileDetails,
  type ProfileFormValues,
} from './profileValues';
import { submissionFieldErrors } from './submissionError';
import {
  ProfileInformationSection,
  type ProfileInformationErrors,
} from './ProfileInformationSection';
import { SecuritySettingsSection } from './SecuritySettingsSection';
import {
  NotificationPreferencesSection,
  SMS_NEEDS_PHONE_HINT,
} from './NotificationPreferencesSection';
import { YourDataSection } from './YourDataSection';

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
  /** Notification Preferences: "Push notifications on this device", from the container. */
  pushSlot?: ReactNode;
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

const SERVER_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'timezone',
  'preferredLanguage',
  'marketingConsent',
] as const;

const ADDRESS_KEYS = ['street', 'city', 'state', 'postalCode', 'country'] as const;
const SERVER_ADDRESS_FIELDS = ADDRESS_KEYS.map((key) => `address.${key}` as const);

/** Placeholders with the cards' shape while the profile loads (no layout shift when it lands). */
function ProfileSkeleton() {
  return (
    <Stack spacing={3} role="status" aria-live="polite" aria-busy="true">
      <Box component="span" sx={visuallyHidden}>
        Loading...
      </Box>
      {[12, 2, 3].map((rows, index) => (
        <Card key={index} aria-hidden="true">
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Skeleton
              variant="text"
              width="40%"
              sx={(theme) => ({ ...theme.typography.h4, mb: 2 })}
            />
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

function ProfileContent({
  profile,
  defaultTimeZone,
  timeZones,
  onSave,
  saving = false,
  biometricSlot,
  pushSlot,
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
        const fieldErrors = submissionFieldErrors(reason, [
          ...SERVER_FIELDS,
          ...SERVER_ADDRESS_FIELDS,
        ]);
        const fields = Object.keys(fieldErrors) as (keyof typeof fieldErrors)[];
        if (fields.length > 0) {
          // "address.city" is a nested path, as Formik keeps its errors and touched fields.
          helpers.setErrors(
            fields.reduce<FormikErrors<ProfileFormValues>>(
              (all, field) => setIn(all, field, fieldErrors[field]),
              {},
            ),
          );
          void helpers.setTouched(
            fields.reduce((all, field) => setIn(all, field, true), {}),
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
  const { values } = formik;
  // No notification channel on without its address (issue 33): without a phone number SMS is off
  // (clearing the number turns it off) and its switch says why it cannot be turned on.
  const noPhone = values.phoneNumber.trim() === '';
  const smsOn = values.notificationPreferences.sms;
  const { setFieldValue } = formik;
  useEffect(() => {
    if (noPhone && smsOn) void setFieldValue('notificationPreferences.sms', false);
  }, [noPhone, smsOn, setFieldValue]);

  /** A field's message once it was touched or edited. */
  const errors: ProfileInformationErrors = {};
  for (const name of SERVER_FIELDS) {
    const shown = formik.touched[name] || values[name] !== formik.initialValues[name];
    const error = formik.errors[name];
    if (shown && typeof error === 'string') errors[name] = error;
  }
  for (const part of ADDRESS_KEYS) {
    const shown =
      formik.touched.address?.[part] || values.address[part] !== formik.initialValues.address[part];
    const error = formik.errors.address?.[part];
    if (shown && typeof error === 'string') errors.address = { ...errors.address, [part]: error };
  }

  return (
    <Stack spacing={3}>
      <ProfileInformationSection
        formId={formId}
        email={profile.email}
        values={values}
        errors={errors}
        timeZones={zoneOptions}
        busy={busy}
        onSubmit={formik.handleSubmit}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        onTimeZoneChange={(zone) => void formik.setFieldValue('timezone', zone)}
      />

      <SecuritySettingsSection
        biometricSlot={biometricSlot}
        onChangePassword={onChangePassword}
        changingPassword={changingPassword}
      />

      <NotificationPreferencesSection
        values={values.notificationPreferences}
        onChange={(key, enabled) => {
          void formik.setFieldValue(`notificationPreferences.${key}`, enabled);
          // "Marketing emails" is the marketing consent too: one choice, shown once.
          if (key === 'marketing') void formik.setFieldValue('marketingConsent', enabled);
        }}
        disabled={busy}
        pushSlot={pushSlot}
        unavailable={noPhone ? { sms: SMS_NEEDS_PHONE_HINT } : undefined}
      />

      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <SubmitButton
          form={formId}
          size="large"
          busy={busy}
          busyLabel="Saving..."
          disabled={!formik.dirty}
          sx={{ minWidth: 180 }}
        >
          Save Changes
        </SubmitButton>
      </Box>

      <YourDataSection
        onDownloadData={onDownloadData}
        downloadingData={downloadingData}
        onDeleteAccount={onDeleteAccount}
        deletingAccount={deletingAccount}
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
      <PageHeader
        title={PROFILE_TITLE}
        subtitle="Manage your account information, security and notification preferences."
      />
      {body}
    </Container>
  );
}
