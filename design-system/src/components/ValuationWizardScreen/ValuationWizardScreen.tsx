import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { setIn, useFormik, type FormikErrors } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import {
  catalogueService,
  VALUATION_ERRORS,
  VALUATION_FIELD_MESSAGES,
  VALUATION_RULES,
  type Catalogue,
  type CreateValuationFields,
  type PostalAddress,
  type ServiceType,
  type TierKey,
} from '@valuation/contracts';
import { formatPrice } from '../../catalogue';
import { useTypedBeforeHydration } from '../../utils';
import { valuationSchema } from '../../validation';
import { ImageUploader } from '../ImageUploader';
import { PageHeader } from '../PageHeader';
import { SubmitButton } from '../SubmitButton';

/** Everything the wizard holds besides the photos (the draft the app keeps). */
export interface ValuationWizardValues {
  serviceType: ServiceType | '';
  serviceTier: TierKey | '';
  watchBrand: string;
  otherWatchBrand: string;
  handbagBrand: string;
  otherHandbagBrand: string;
  itemDescription: string;
  lastKnownValue: string;
  yearOfPurchase: string;
  autoRevalue: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: PostalAddress;
}

export type ValuationWizardStep = 0 | 1;

export const emptyValuationWizardValues: ValuationWizardValues = {
  serviceType: '',
  serviceTier: '',
  watchBrand: '',
  otherWatchBrand: '',
  handbagBrand: '',
  otherHandbagBrand: '',
  itemDescription: '',
  lastKnownValue: '',
  yearOfPurchase: '',
  autoRevalue: false,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: { street: '', city: '', state: '', postalCode: '', country: '' },
};

export const WIZARD_STEPS = ['Service Selection', 'Personal Details'] as const;

/** The spec's scroll after a choice: 100–120 px above the next part, after 300–500 ms. */
export const WIZARD_SCROLL = { offsetPx: 110, delayMs: 400 } as const;

export const WIZARD_TEXTS = {
  title: 'Online Valuation',
  subtitle:
    'Describe your item, add a few photos and choose how quickly you need it. A valuation expert values it from what you send, and you pay in advance.',
  serviceHeading: 'Choose a Service',
  tierHeading: 'Service Level',
  detailsHeading: 'Item Details',
  personalHeading: 'Personal Details',
  addressHeading: 'Postal Address',
  continue: 'Continue to Personal Details',
  back: 'Back',
  proceed: 'Proceed to Payment',
  uploading: 'Uploading...',
  startAgain: 'Start again',
  needs:
    'To proceed we need at least one photo, a description of the item, your name, email and postal address.',
  missingTitle: 'Before you can proceed:',
  retry: 'Try again',
} as const;

export interface ValuationWizardScreenProps {
  /** Services, tiers, prices, brands and photo limits (GET /api/valuations/catalogue). */
  catalogue: Catalogue;
  /** A restored draft or the signed-in account's details. */
  initialValues?: Partial<ValuationWizardValues>;
  initialStep?: ValuationWizardStep;
  /** The photos (kept by the parent, so a draft keeps them). */
  photos: File[];
  onPhotosChange: (photos: File[]) => void;
  /** A service handed over in navigation state: chosen on arrival, the page scrolled to the form. */
  preselectedService?: ServiceType;
  /** Every change of the fields or the step (the parent keeps the draft). */
  onDraftChange?: (values: ValuationWizardValues, step: ValuationWizardStep) => void;
  /** "Proceed to Payment" with everything a request needs; the parent uploads and pays. */
  onSubmit: (fields: CreateValuationFields, photos: File[]) => void | Promise<void>;
  /** The request is being sent. */
  submitting?: boolean;
  /** Upload progress in percent while the photos are sent (null: not known yet). */
  uploadProgress?: number | null;
  /** Why the last attempt failed; "Try again" sends again with the same photos. */
  submitError?: string;
  /** "Start again": the fields and photos are cleared (the parent discards its draft). */
  onStartAgain?: () => void;
}

const trimmed = (value: string) => value.trim();

/** The request's fields from the form: only those the chosen service asks for, trimmed. */
export function toCreateValuationFields(values: ValuationWizardValues): CreateValuationFields {
  const service = values.serviceType as ServiceType;
  const fields: CreateValuationFields = {
    serviceType: service,
    serviceTier: values.serviceTier as TierKey,
    itemDescription: trimmed(values.itemDescription),
    autoRevalue: values.autoRevalue,
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    email: trimmed(values.email),
    phone: trimmed(values.phone),
    address: {
      street: trimmed(values.address.street),
      city: trimmed(values.address.city),
      state: trimmed(values.address.state),
      postalCode: trimmed(values.address.postalCode),
      country: trimmed(values.address.country),
    },
  };
  if (service === 'watch' && values.watchBrand) {
    fields.watchBrand = values.watchBrand;
    if (values.watchBrand === 'Other') fields.otherWatchBrand = trimmed(values.otherWatchBrand);
  }
  if (service === 'handbag' && values.handbagBrand) {
    fields.handbagBrand = values.handbagBrand;
    if (values.handbagBrand === 'Other')
      fields.otherHandbagBrand = trimmed(values.otherHandbagBrand);
  }
  if (service === 'jewellery' || service === 'handbag') {
    if (trimmed(values.lastKnownValue)) fields.lastKnownValue = trimmed(values.lastKnownValue);
    if (trimmed(values.yearOfPurchase)) fields.yearOfPurchase = trimmed(values.yearOfPurchase);
  }
  return fields;
}

/** The price as the server fixes it: the tier's, plus auto-revalue when chosen (from the catalogue prop). */
function priceOf(catalogue: Catalogue, values: ValuationWizardValues) {
  const service = catalogueService(values.serviceType, catalogue);
  const tier = service && values.serviceTier ? service.tiers[values.serviceTier] : undefined;
  if (!tier) return undefined;
  const extra = values.autoRevalue ? catalogue.autoRevalue.price : 0;
  return { tier: tier.price, autoRevalue: extra, total: tier.price + extra };
}

function mergeValues(initial?: Partial<ValuationWizardValues>): ValuationWizardValues {
  return {
    ...emptyValuationWizardValues,
    ...initial,
    address: { ...emptyValuationWizardValues.address, ...initial?.address },
  };
}

/** Each message of a Formik error tree, in field order. */
function messagesOf(errors: FormikErrors<ValuationWizardValues>): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') out.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(errors);
  return out;
}

/** A card that is chosen like a radio button (the service and tier grids). */
function ChoiceCard({
  selected,
  onSelect,
  title,
  children,
}: {
  selected: boolean;
  onSelect: () => void;
  title: string;
  children?: ReactNode;
}) {
  return (
    <ButtonBase
      role="radio"
      aria-checked={selected}
      onClick={onSelect}
      sx={{
        display: 'block',
        textAlign: 'left',
        width: '100%',
        p: 2.5,
        borderRadius: 2,
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'action.selected' : 'background.paper',
        '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
          {title}
        </Typography>
        {selected ? <CheckCircleRounded color="primary" aria-hidden="true" /> : null}
      </Box>
      {children}
    </ButtonBase>
  );
}

/**
 * /valuation (docs/product.md §2.8): step 1 "Service Selection" (service, service level, item
 * details and photos), step 2 "Personal Details" (name, email, phone, postal address), then
 * "Proceed to Payment". Renders without browser APIs (the page is prerendered); scrolling and
 * previews happen in effects and handlers.
 */
export function ValuationWizardScreen({
  catalogue,
  initialValues,
  initialStep = 0,
  photos,
  onPhotosChange,
  preselectedService,
  onDraftChange,
  onSubmit,
  submitting = false,
  uploadProgress = null,
  submitError,
  onStartAgain,
}: ValuationWizardScreenProps) {
  const [step, setStep] = useState<ValuationWizardStep>(initialStep);
  const [attempted, setAttempted] = useState(false);
  const [missing, setMissing] = useState<string[]>([]);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const formRef = useRef<HTMLDivElement>(null);
  const tierRef = useRef<HTMLDivElement>(null);
  const detailsRef = useRef<HTMLDivElement>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const schema = useMemo(() => valuationSchema(), []);

  const formik = useFormik<ValuationWizardValues>({
    initialValues: mergeValues(initialValues),
    validationSchema: schema,
    validateOnChange: true,
    validateOnMount: true,
    onSubmit: () => undefined,
  });
  const { values, errors, touched, setFieldValue } = formik;

  // What a visitor typed into the prerendered page before it hydrated (ADR 011) is the form's.
  const fieldsRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(fieldsRef, values, (typed) => {
    void formik.setValues((current) =>
      typed.reduce<ValuationWizardValues>(
        (next, { name, value }) => setIn(next, name, value),
        current,
      ),
    );
  });

  const scrollTo = (
    target: RefObject<HTMLElement | null>,
    delay: number = WIZARD_SCROLL.delayMs,
  ) => {
    clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(() => {
      const element = target.current;
      if (!element || typeof window === 'undefined') return;
      const top = element.getBoundingClientRect().top + window.scrollY - WIZARD_SCROLL.offsetPx;
      window.scrollTo({ top, behavior: reducedMotion ? 'auto' : 'smooth' });
    }, delay);
  };

  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  // The account's name and email may arrive after the first render (the page is prerendered and
  // the session is checked after hydration): they fill the personal fields still empty.
  const account = {
    firstName: initialValues?.firstName,
    lastName: initialValues?.lastName,
    email: initialValues?.email,
  };
  useEffect(() => {
    for (const field of ['firstName', 'lastName', 'email'] as const) {
      const value = account[field];
      if (value && !formik.values[field]) void setFieldValue(field, value);
    }
    // Only when the account's values change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account.firstName, account.lastName, account.email]);

  // A service handed over on arrival is chosen once, and the page brought to the form.
  const preselectApplied = useRef(false);
  useEffect(() => {
    if (preselectApplied.current || !preselectedService) return;
    preselectApplied.current = true;
    if (!catalogueService(preselectedService, catalogue)) return;
    if (values.serviceType !== preselectedService) {
      void setFieldValue('serviceType', preselectedService);
      void setFieldValue('serviceTier', '');
    }
    setStep(0);
    scrollTo(formRef, 0);
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preselectedService]);

  useEffect(() => {
    onDraftChange?.(values, step);
  }, [values, step, onDraftChange]);

  const service = catalogueService(values.serviceType, catalogue);
  const price = priceOf(catalogue, values);
  const photoError =
    (attempted || photos.length > 0) && photos.length === 0 ? VALUATION_ERRORS.noPhotos : undefined;

  const chooseService = (type: ServiceType) => {
    if (type !== values.serviceType) {
      void setFieldValue('serviceType', type);
      void setFieldValue('serviceTier', '');
    }
    scrollTo(tierRef);
  };

  const chooseTier = (tier: TierKey) => {
    void setFieldValue('serviceTier', tier);
    scrollTo(detailsRef);
  };

  const goTo = (next: ValuationWizardStep) => {
    setStep(next);
    setMissing([]);
    scrollTo(formRef, 0);
  };

  const errorFor = (name: string): string | undefined => {
    const get = (tree: unknown): unknown =>
      name
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tree);
    const shown = attempted || Boolean(get(touched)) || Boolean(get(values));
    const error = get(errors);
    return shown && typeof error === 'string' ? error : undefined;
  };

  const text = (name: string, label: string, extra: Partial<TextFieldProps> = {}) => {
    const error = errorFor(name);
    const value = name
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], values) as string;
    return (
      <TextField
        id={`valuation-${name.replace('.', '-')}`}
        name={name}
        label={label}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => formik.handleChange(event)}
        onBlur={formik.handleBlur}
        error={Boolean(error)}
        disabled={submitting}
        fullWidth
        {...extra}
        helperText={error ?? extra.helperText ?? ' '}
      />
    );
  };

  const proceed = async () => {
    setAttempted(true);
    const found = await formik.validateForm();
    const messages = messagesOf(found);
    if (photos.length === 0) messages.unshift(VALUATION_ERRORS.noPhotos);
    if (!service || !price) messages.unshift(VALUATION_FIELD_MESSAGES.serviceType);
    setMissing(messages);
    if (messages.length) return;
    await onSubmit(toCreateValuationFields(values), photos);
  };

  const startAgain = () => {
    formik.resetForm({ values: emptyValuationWizardValues });
    onPhotosChange([]);
    setAttempted(false);
    setMissing([]);
    setStep(0);
    onStartAgain?.();
  };

  const brandField = (kind: 'watch' | 'handbag') => {
    const brands = kind === 'watch' ? catalogue.watchBrands : catalogue.handbagBrands;
    const name = kind === 'watch' ? 'watchBrand' : 'handbagBrand';
    const other = kind === 'watch' ? 'otherWatchBrand' : 'otherHandbagBrand';
    const label = kind === 'watch' ? 'Watch brand' : 'Handbag brand';
    return (
      <>
        {text(name, label, {
          select: true,
          children: [
            <MenuItem key="" value="">
              <em>Not sure</em>
            </MenuItem>,
            ...brands.map((brand) => (
              <MenuItem key={brand} value={brand}>
                {brand}
              </MenuItem>
            )),
          ],
        })}
        {values[name] === 'Other'
          ? text(other, kind === 'watch' ? 'Other watch brand' : 'Other handbag brand', {
              required: true,
              slotProps: { htmlInput: { maxLength: VALUATION_RULES.maxBrandLength } },
            })
          : null}
      </>
    );
  };

  const jewelleryOrHandbag = values.serviceType === 'jewellery' || values.serviceType === 'handbag';

  const stepOne = (
    <Stack spacing={4}>
      <Box component="section" aria-labelledby="valuation-service-heading">
        <Typography id="valuation-service-heading" component="h2" variant="h4" sx={{ mb: 2 }}>
          {WIZARD_TEXTS.serviceHeading}
        </Typography>
        <Box
          role="radiogroup"
          aria-labelledby="valuation-service-heading"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {catalogue.services.map((item) => (
            <ChoiceCard
              key={item.type}
              selected={values.serviceType === item.type}
              onSelect={() => chooseService(item.type)}
              title={item.title}
            >
              {item.description !== item.title ? (
                <Typography color="text.secondary" variant="body2" component="span">
                  {item.description}
                </Typography>
              ) : null}
              <Typography
                color="text.secondary"
                variant="body2"
                component="span"
                sx={{ display: 'block', mt: 0.5 }}
              >
                From {formatPrice(Math.min(item.tiers.express.price, item.tiers.standard.price))}
              </Typography>
            </ChoiceCard>
          ))}
        </Box>
      </Box>

      <Box ref={tierRef}>
        {service ? (
          <Box component="section" aria-labelledby="valuation-tier-heading">
            <Typography id="valuation-tier-heading" component="h2" variant="h4" sx={{ mb: 2 }}>
              {WIZARD_TEXTS.tierHeading}
            </Typography>
            <Box
              role="radiogroup"
              aria-labelledby="valuation-tier-heading"
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              {(Object.keys(service.tiers) as TierKey[]).map((key) => (
                <ChoiceCard
                  key={key}
                  selected={values.serviceTier === key}
                  onSelect={() => chooseTier(key)}
                  title={service.tiers[key].name}
                >
                  <Typography component="span" variant="h5" sx={{ display: 'block', mt: 1 }}>
                    {formatPrice(service.tiers[key].price, catalogue.currency)}
                  </Typography>
                  <Typography component="span" color="text.secondary" variant="body2">
                    {service.tiers[key].turnaround}
                  </Typography>
                </ChoiceCard>
              ))}
            </Box>
          </Box>
        ) : null}
      </Box>

      <Box ref={detailsRef}>
        {service && values.serviceTier ? (
          <Box component="section" aria-labelledby="valuation-details-heading">
            <Typography id="valuation-details-heading" component="h2" variant="h4" sx={{ mb: 2 }}>
              {WIZARD_TEXTS.detailsHeading}
            </Typography>
            <Stack spacing={1}>
              {values.serviceType === 'watch' ? brandField('watch') : null}
              {values.serviceType === 'handbag' ? brandField('handbag') : null}
              {text('itemDescription', 'Item description', {
                multiline: true,
                minRows: 4,
                required: true,
                helperText:
                  'Required. What the item is, its maker, materials, condition, any marks, and papers or box.',
                slotProps: { htmlInput: { maxLength: VALUATION_RULES.maxDescriptionLength } },
              })}
              {jewelleryOrHandbag ? (
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                  }}
                >
                  {text('lastKnownValue', 'Last known value', {
                    placeholder: '£',
                    slotProps: {
                      htmlInput: { maxLength: VALUATION_RULES.maxLastKnownValueLength },
                    },
                  })}
                  {text('yearOfPurchase', 'Year of purchase', {
                    placeholder: 'YYYY',
                    slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 4 } },
                  })}
                </Box>
              ) : null}
              <ImageUploader
                files={photos}
                onChange={onPhotosChange}
                limits={catalogue.images}
                label="Photos (at least one is needed)"
                error={photoError}
                disabled={submitting}
              />
              <FormControlLabel
                sx={{ pt: 2 }}
                control={
                  <Checkbox
                    name="autoRevalue"
                    checked={values.autoRevalue}
                    onChange={formik.handleChange}
                    disabled={submitting}
                  />
                }
                label={`Auto-revalue: revalue my item after ${catalogue.autoRevalue.afterYears} years for an extra ${formatPrice(catalogue.autoRevalue.price, catalogue.currency)}`}
              />
            </Stack>
          </Box>
        ) : null}
      </Box>
    </Stack>
  );

  const stepTwo = (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="valuation-personal-heading">
        <Typography id="valuation-personal-heading" component="h2" variant="h4" sx={{ mb: 1 }}>
          {WIZARD_TEXTS.personalHeading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Fields marked * are required.
        </Typography>
        <Box
          sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {text('firstName', 'First name', { required: true, autoComplete: 'given-name' })}
          {text('lastName', 'Last name', { required: true, autoComplete: 'family-name' })}
          {text('email', 'Email', {
            required: true,
            type: 'email',
            autoComplete: 'email',
            slotProps: { htmlInput: { inputMode: 'email' } },
          })}
          {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="valuation-address-heading">
        <Typography id="valuation-address-heading" component="h3" variant="h5" sx={{ mb: 2 }}>
          {WIZARD_TEXTS.addressHeading}
        </Typography>
        <Box
          sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            {text('address.street', 'Street', { required: true, autoComplete: 'street-address' })}
          </Box>
          {text('address.city', 'City', { required: true, autoComplete: 'address-level2' })}
          {text('address.state', 'State / County', { autoComplete: 'address-level1' })}
          {text('address.postalCode', 'Postal code', {
            required: true,
            autoComplete: 'postal-code',
          })}
          {text('address.country', 'Country', { required: true, autoComplete: 'country-name' })}
        </Box>
      </Box>
    </Stack>
  );

  const tierName =
    service && values.serviceTier ? service.tiers[values.serviceTier]?.name : undefined;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeader title={WIZARD_TEXTS.title} subtitle={WIZARD_TEXTS.subtitle} sx={{ mb: 4 }} />
      <Box ref={formRef} sx={{ scrollMarginTop: WIZARD_SCROLL.offsetPx }}>
        <Stepper
          activeStep={step}
          aria-label="Progress"
          component="ol"
          sx={{ mb: 4, p: 0, listStyle: 'none' }}
        >
          {WIZARD_STEPS.map((label, index) => (
            <Step key={label} component="li" aria-current={index === step ? 'step' : undefined}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>

        <Box
          component="form"
          ref={fieldsRef}
          noValidate
          onSubmit={(event) => event.preventDefault()}
          aria-busy={submitting}
        >
          {step === 0 ? stepOne : stepTwo}

          {price && tierName ? (
            <Box
              role="status"
              sx={{
                mt: 4,
                p: 2,
                borderRadius: 2,
                bgcolor: 'action.hover',
                display: 'flex',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
                gap: 1,
              }}
            >
              <Typography>
                {service?.name}, {tierName}
                {price.autoRevalue
                  ? ` + auto-revalue ${formatPrice(price.autoRevalue, catalogue.currency)}`
                  : ''}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>
                Total: {formatPrice(price.total, catalogue.currency)}
              </Typography>
            </Box>
          ) : null}

          {step === 1 ? (
            <Typography color="text.secondary" sx={{ mt: 3 }} id="valuation-needs">
              {WIZARD_TEXTS.needs}
            </Typography>
          ) : null}

          {missing.length ? (
            <Alert severity="error" role="alert" sx={{ mt: 3 }}>
              <Typography sx={{ fontWeight: 600 }}>{WIZARD_TEXTS.missingTitle}</Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {missing.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </Box>
            </Alert>
          ) : null}

          {submitting ? (
            <Box sx={{ mt: 3 }}>
              <Typography id="valuation-upload-label" variant="body2" sx={{ mb: 1 }}>
                {uploadProgress === null
                  ? 'Sending your request...'
                  : `Uploading photos: ${Math.round(uploadProgress)}%`}
              </Typography>
              <LinearProgress
                aria-labelledby="valuation-upload-label"
                variant={uploadProgress === null ? 'indeterminate' : 'determinate'}
                value={uploadProgress ?? undefined}
              />
            </Box>
          ) : null}

          {submitError && !submitting ? (
            <Alert
              severity="error"
              role="alert"
              sx={{ mt: 3 }}
              action={
                <Button color="inherit" size="small" onClick={() => void proceed()}>
                  {WIZARD_TEXTS.retry}
                </Button>
              }
            >
              {submitError}
            </Alert>
          ) : null}

          <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            {step === 0 ? (
              <Button
                variant="contained"
                size="large"
                disabled={!service || !price}
                onClick={() => goTo(1)}
              >
                {WIZARD_TEXTS.continue}
              </Button>
            ) : (
              <>
                <Button
                  variant="outlined"
                  size="large"
                  onClick={() => goTo(0)}
                  disabled={submitting}
                >
                  {WIZARD_TEXTS.back}
                </Button>
                <SubmitButton
                  type="button"
                  size="large"
                  busy={submitting}
                  busyLabel={WIZARD_TEXTS.uploading}
                  aria-describedby="valuation-needs"
                  onClick={() => void proceed()}
                >
                  {WIZARD_TEXTS.proceed}
                </SubmitButton>
              </>
            )}
            <Button variant="text" onClick={startAgain} disabled={submitting} sx={{ ml: 'auto' }}>
              {WIZARD_TEXTS.startAgain}
            </Button>
          </Box>
        </Box>
      </Box>
    </Container>
  );
}
