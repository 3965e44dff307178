import type { ChangeEvent, FocusEvent, FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { POSTAL_ADDRESS_FIELD_LABELS, type PostalAddress } from '@valuation/contracts';
import { SUPPORTED_LANGUAGES } from '../../../validation';
import { SectionCard } from '../../SectionCard';
import type { ProfileFormValues } from '../profileValues';

/** The fields this card edits (notification switches live in their own card). */
export type ProfileInformationValues = Omit<ProfileFormValues, 'notificationPreferences'>;
export type ProfileInformationField = keyof ProfileInformationValues;
/** One message per field; the address's per part. */
export type ProfileInformationErrors = Partial<
  Record<Exclude<ProfileInformationField, 'address'>, string>
> & { address?: Partial<Record<keyof PostalAddress, string>> };

/** The address parts in form order, with the browser's autofill names. */
const ADDRESS_PARTS: [keyof PostalAddress, string][] = [
  ['street', 'street-address'],
  ['city', 'address-level2'],
  ['state', 'address-level1'],
  ['postalCode', 'postal-code'],
  ['country', 'country-name'],
];

export interface ProfileInformationSectionProps {
  /** Id of the form, so a Save button elsewhere (`form={formId}`) submits it. */
  formId: string;
  /** Shown read-only: the email cannot be changed. */
  email: string;
  values: ProfileInformationValues;
  /** The message shown under each field, if any. */
  errors?: ProfileInformationErrors;
  /** The zones the time-zone list offers. */
  timeZones: readonly string[];
  /** A save is in flight: the fields are disabled and the form `aria-busy`. */
  busy?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A text field, the language or the consent changed (read `name` and value/checked). */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onTimeZoneChange: (zone: string) => void;
}

const timeZoneLabel = (zone: string) => zone.replaceAll('_', ' ');

/**
 * Profile Information: names, the read-only email, phone, postal address, time zone and language.
 */
export function ProfileInformationSection({
  formId,
  email,
  values,
  errors = {},
  timeZones,
  busy = false,
  onSubmit,
  onChange,
  onBlur,
  onTimeZoneChange,
}: ProfileInformationSectionProps) {
  const textField = (
    name: 'firstName' | 'lastName' | 'phoneNumber',
    label: string,
    autoComplete: string,
  ) => ({
    id: `profile-${name}`,
    name,
    label,
    autoComplete,
    value: values[name],
    onChange,
    onBlur,
    error: Boolean(errors[name]),
    disabled: busy,
    helperText: errors[name] ?? ' ',
  });

  return (
    <SectionCard
      title="Profile Information"
      description="Your name and contact details, and how we talk to you."
    >
      <Box
        component="form"
        id={formId}
        noValidate
        onSubmit={onSubmit}
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
          value={email}
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
        <Typography
          id="profile-address-heading"
          component="h3"
          variant="h6"
          sx={{ gridColumn: '1 / -1', mt: 1, mb: 1.5 }}
        >
          Address
        </Typography>
        {ADDRESS_PARTS.map(([part, autoComplete]) => (
          <TextField
            key={part}
            id={`profile-address-${part}`}
            name={`address.${part}`}
            label={POSTAL_ADDRESS_FIELD_LABELS[part]}
            autoComplete={autoComplete}
            value={values.address[part]}
            onChange={onChange}
            onBlur={onBlur}
            error={Boolean(errors.address?.[part])}
            disabled={busy}
            helperText={errors.address?.[part] ?? ' '}
            sx={part === 'street' ? { gridColumn: { sm: '1 / -1' } } : undefined}
          />
        ))}
        <Autocomplete<string, false, true, false>
          id="profile-timezone"
          options={timeZones}
          value={values.timezone}
          onChange={(_event, zone) => onTimeZoneChange(zone)}
          getOptionLabel={timeZoneLabel}
          disableClearable
          autoHighlight
          disabled={busy}
          renderInput={(params) => (
            <TextField
              {...params}
              name="timezone"
              label="Time zone"
              error={Boolean(errors.timezone)}
              helperText={errors.timezone ?? ' '}
            />
          )}
        />
        <TextField
          id="profile-preferredLanguage"
          name="preferredLanguage"
          label="Preferred language"
          select
          value={values.preferredLanguage}
          onChange={onChange}
          disabled={busy}
          error={Boolean(errors.preferredLanguage)}
          helperText={errors.preferredLanguage ?? ' '}
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <MenuItem key={language.code} value={language.code}>
              {language.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </SectionCard>
  );
}
