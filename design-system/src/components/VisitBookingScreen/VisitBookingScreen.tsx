import { lazy, Suspense, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CATALOGUE,
  isUkPostcode,
  phoneProblem,
  VISIT_FIELD_MESSAGES,
  expressRequestNeeded,
  shortNoticeNeeded,
  VISIT_TEXTS,
  visitPrice,
  type BookVisitRequest,
  type FieldError,
  type HomeVisit,
} from '@valuation/contracts';
import { PageHeader } from '../PageHeader';
import { SelectField } from '../SelectField';
import { TextField } from '../TextField';
import { SectionCard } from '../SectionCard';
import { SubmitButton } from '../SubmitButton';
import { VisitSlotPicker, type VisitSlotPickerProps } from '../VisitSlotPicker';
import { formatVisitTime } from '../VisitSlotPicker/visitTime';
import { formatPrice } from '../../catalogue/catalogue';

// Shown only once a visit within 14 days (or 48 hours) is chosen, or a booking has failed: none of
// them is on the page a visitor opens, so their code (Checkbox, FormControlLabel, Alert) loads when
// one first shows (issue 35).
const ExpressRequestField = lazy(async () => ({
  default: (await import('./ExpressRequestField')).ExpressRequestField,
}));
const ShortNoticeField = lazy(async () => ({
  default: (await import('./ShortNoticeField')).ShortNoticeField,
}));
const Alert = lazy(() => import('@mui/material/Alert'));

export const VISIT_BOOKING_TITLE = 'Book a Home Visit';
export const VISIT_BOOK_BUTTON = 'Book and pay the deposit';

export interface VisitBookingValues {
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string;
  itemsDescription: string;
  expressRequest: boolean;
  /** The customer accepts the late-change rule of a visit less than 48 hours away. */
  shortNoticeAccepted: boolean;
}

export const EMPTY_VISIT_BOOKING: VisitBookingValues = {
  street: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'United Kingdom',
  phone: '',
  itemsDescription: '',
  expressRequest: false,
  shortNoticeAccepted: false,
};

export interface VisitBookingScreenProps {
  homeVisit?: HomeVisit;
  hours: number;
  onHoursChange: (hours: number) => void;
  /** The calendar and the start times (the days of the next 60). */
  picker: Omit<VisitSlotPickerProps, 'label'>;
  /** The form's values (kept by the page so nothing is lost while signing in). */
  values: VisitBookingValues;
  onValuesChange: (values: VisitBookingValues) => void;
  /** Now (for the 14-day express request and the 48-hour short notice); the page's clock. */
  now: Date;
  onSubmit: (request: BookVisitRequest) => void | Promise<void>;
  submitting?: boolean;
  /** The server's refusal ("That time has just been taken…"), with its fields. */
  submitError?: string;
  fieldErrors?: FieldError[];
}

type Field = keyof VisitBookingValues | 'start';

function problems(
  values: VisitBookingValues,
  start: string | undefined,
  express: boolean,
  shortNotice: boolean,
) {
  const found: Partial<Record<Field, string>> = {};
  if (!start) found.start = 'Please choose a day and a start time';
  if (!values.street.trim()) found.street = 'Street is required';
  if (!values.city.trim()) found.city = 'City is required';
  if (!isUkPostcode(values.postalCode)) found.postalCode = VISIT_FIELD_MESSAGES.postalCode;
  if (!values.country.trim()) found.country = 'Country is required';
  if (!values.phone.trim()) found.phone = VISIT_FIELD_MESSAGES.phone;
  else {
    const phone = phoneProblem(values.phone);
    if (phone) found.phone = phone;
  }
  if (!values.itemsDescription.trim())
    found.itemsDescription = VISIT_FIELD_MESSAGES.itemsDescription;
  if (express && !values.expressRequest) found.expressRequest = VISIT_TEXTS.expressRequired;
  if (shortNotice && !values.shortNoticeAccepted)
    found.shortNoticeAccepted = VISIT_TEXTS.shortNotice;
  return found;
}

/**
 * /visits/book: the visit's length with its price and deposit, the calendar of free days and
 * times (UK time), the address, phone and items, the express request the consumer law asks
 * for when the visit is less than 14 days away, and the short notice the customer accepts when it
 * is less than 48 hours away. Props in, the booking request out.
 */
export function VisitBookingScreen({
  homeVisit = CATALOGUE.homeVisit,
  hours,
  onHoursChange,
  picker,
  values,
  onValuesChange,
  now,
  onSubmit,
  submitting = false,
  submitError,
  fieldErrors = [],
}: VisitBookingScreenProps) {
  const [shown, setShown] = useState<Partial<Record<Field, string>>>({});
  const price = visitPrice(hours, homeVisit);
  const start = picker.selectedStart;
  const slot = start ? picker.slots.find((s) => s.start === start) : undefined;
  const express = !!start && expressRequestNeeded(start, now);
  const shortNotice = !!start && shortNoticeNeeded(start, now);
  const server = Object.fromEntries(
    fieldErrors.map((e) => [e.field.replace(/^address\./, ''), e.message]),
  ) as Partial<Record<Field, string>>;
  const error = (field: Field) => shown[field] ?? server[field];
  const set = (patch: Partial<VisitBookingValues>) => {
    onValuesChange({ ...values, ...patch });
    const cleared = { ...shown };
    for (const key of Object.keys(patch)) delete cleared[key as Field];
    setShown(cleared);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problems(values, start, express, shortNotice);
    setShown(found);
    if (Object.keys(found).length > 0 || !start) return;
    void onSubmit({
      start,
      hours,
      address: {
        street: values.street.trim(),
        city: values.city.trim(),
        ...(values.state.trim() ? { state: values.state.trim() } : {}),
        postalCode: values.postalCode.trim(),
        country: values.country.trim(),
      },
      phone: values.phone.trim(),
      itemsDescription: values.itemsDescription.trim(),
      ...(express ? { expressRequest: values.expressRequest } : {}),
      ...(shortNotice ? { shortNoticeAccepted: values.shortNoticeAccepted } : {}),
    });
  };

  const text = (field: keyof VisitBookingValues, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={values[field] as string}
      onChange={(e) => set({ [field]: e.target.value })}
      error={!!error(field)}
      helperText={error(field)}
      fullWidth
      {...extra}
    />
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeader
        title={VISIT_BOOKING_TITLE}
        subtitle={`An expert visits your home or office anywhere in the UK: ${formatPrice(homeVisit.hourlyRate)} per hour, ${homeVisit.depositRate * 100}% paid as a deposit when you book. Free to move or cancel until 48 hours before.`}
        sx={{ mb: 4 }}
      />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={3}>
          {submitError ? (
            <Suspense fallback={null}>
              <Alert severity="error">{submitError}</Alert>
            </Suspense>
          ) : null}
          <SectionCard title="1. Length of the visit">
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <SelectField
                label="Visit length"
                value={hours}
                onChange={(e) => onHoursChange(Number(e.target.value))}
                sx={{ minWidth: 180 }}
                options={Array.from(
                  { length: homeVisit.maxHours - homeVisit.minHours + 1 },
                  (_, i) => homeVisit.minHours + i,
                ).map((h) => ({ value: h, label: `${h} hour${h === 1 ? '' : 's'}` }))}
              />
              <Typography aria-live="polite" data-testid="visit-price">
                {formatPrice(price.total)} in total; deposit today{' '}
                <strong>{formatPrice(price.deposit)}</strong>
              </Typography>
            </Stack>
          </SectionCard>
          <SectionCard title="2. Day and time (UK time)">
            <VisitSlotPicker {...picker} label="Choose a day" />
            {error('start') ? (
              <FormHelperText error sx={{ mt: 1 }}>
                {error('start')}
              </FormHelperText>
            ) : null}
            {slot ? (
              <Typography sx={{ mt: 2 }} aria-live="polite">
                Your visit: {formatVisitTime(slot)}
              </Typography>
            ) : null}
          </SectionCard>
          <SectionCard title="3. Where and what">
            <Stack spacing={2}>
              {text('street', 'Street address', { autoComplete: 'street-address', required: true })}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {text('city', 'City', { autoComplete: 'address-level2', required: true })}
                {text('state', 'County (optional)', { autoComplete: 'address-level1' })}
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {text('postalCode', 'Postcode', { autoComplete: 'postal-code', required: true })}
                {text('country', 'Country', { autoComplete: 'country-name', required: true })}
              </Stack>
              {text('phone', 'Phone number', { autoComplete: 'tel', type: 'tel', required: true })}
              {text('itemsDescription', 'Items to be valued', {
                multiline: true,
                minRows: 3,
                required: true,
                helperText:
                  error('itemsDescription') ??
                  'For example: a diamond necklace, two watches and a painting',
              })}
              {express ? (
                <Suspense fallback={null}>
                  <ExpressRequestField
                    checked={values.expressRequest}
                    onChange={(checked) => set({ expressRequest: checked })}
                    error={error('expressRequest')}
                  />
                </Suspense>
              ) : null}
              {shortNotice ? (
                <Suspense fallback={null}>
                  <ShortNoticeField
                    checked={values.shortNoticeAccepted}
                    onChange={(checked) => set({ shortNoticeAccepted: checked })}
                    error={error('shortNoticeAccepted')}
                  />
                </Suspense>
              ) : null}
            </Stack>
          </SectionCard>
          <SubmitButton busy={submitting} busyLabel="Booking..." size="large">
            {VISIT_BOOK_BUTTON} ({formatPrice(price.deposit)})
          </SubmitButton>
        </Stack>
      </Box>
    </Container>
  );
}
