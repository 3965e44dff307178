import { Suspense, useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { setIn, useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { catalogueService, type ServiceType, type TierKey } from '@valuation/contracts';
import { useTypedBeforeHydration } from '../../utils';
import { validateValuationForm } from '../../validation/valuationSchema';
import { ErrorSummary } from '../ErrorSummary';
import { PageHeader } from '../PageHeader';
import {
  ItemDetailsPart,
  PartPlaceholder,
  PersonalDetailsPart,
  ProceedButton,
  usePreloadNextPart,
  WizardFeedback,
} from './laterParts';
import { ServiceSection } from './ServiceSection';
import { TierSection } from './TierSection';
import type { WizardFieldBinding } from './WizardField';
import { WizardSummary } from './WizardSummary';
import { useWizardProblems } from './useWizardProblems';
import { useSavedContact, type ContactToSave, type SavedContact } from './savedContact';
import type { ValuationWizardScreenProps } from './ValuationWizardScreenProps';
import {
  emptyValuationWizardValues,
  mergeValues,
  priceOf,
  wizardProblems,
  toCreateValuationFields,
  WIZARD_SCROLL,
  WIZARD_STEPS,
  WIZARD_TEXTS,
  PHOTO_GUIDANCE,
  WIZARD_DEFAULT_COUNTRY,
  type ValuationWizardStep,
  type ValuationWizardValues,
} from './wizardValues';

export type { ContactToSave, SavedContact };
export {
  emptyValuationWizardValues,
  toCreateValuationFields,
  WIZARD_SCROLL,
  WIZARD_STEPS,
  WIZARD_TEXTS,
  PHOTO_GUIDANCE,
  WIZARD_DEFAULT_COUNTRY,
  type ValuationWizardStep,
  type ValuationWizardValues,
};

export type { ValuationWizardScreenProps };

/** The room a later part takes while its code loads (about its height on a phone, in px). */
const PART_HEIGHTS = { itemDetails: 900, personalDetails: 640 };

/**
 * /valuation (docs/product.md §2.8): step 1 "Service Selection" (service, service level, item
 * details and photos), step 2 "Personal Details" (name, email, phone, postal address), then
 * "Proceed to Payment". Renders without browser APIs (the page is prerendered); scrolling and
 * previews happen in effects and handlers. Each part is its own unit in this folder; this
 * component holds the form, the step and the scrolling between parts.
 */
export function ValuationWizardScreen({
  catalogue,
  initialValues,
  initialStep = 0,
  photos,
  onPhotosChange,
  preselectedService,
  onDraftChange,
  savedContact,
  onSubmit,
  submitting = false,
  uploadProgress = null,
  submitError,
  onStartAgain,
}: ValuationWizardScreenProps) {
  const [step, setStep] = useState<ValuationWizardStep>(initialStep);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const formRef = useRef<HTMLDivElement>(null);
  const tierRef = useRef<HTMLDivElement>(null);
  const detailsRef = useRef<HTMLDivElement>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const formik = useFormik<ValuationWizardValues>({
    initialValues: mergeValues(initialValues),
    validate: validateValuationForm,
    validateOnChange: true,
    validateOnMount: true,
    onSubmit: () => undefined,
  });
  const { values, setFieldValue } = formik;

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

  const contact = useSavedContact(savedContact, values, setFieldValue);

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
  /** The problems of `steps` now (Formik's validation is synchronous: the contracts' rules). */
  const problemsOf = (steps: readonly ValuationWizardStep[]) =>
    wizardProblems(
      validateValuationForm(values),
      { photos: photos.length, serviceChosen: Boolean(service && price) },
      steps,
    );

  // A later part's code loads when it is first shown (laterParts.tsx): counted as each comes on
  // the page, so a field a summary link asked for is focused once its part is there.
  const [partsShown, partShown] = useReducer((count: number) => count + 1, 0);
  const { attemptedSteps, summary, stopped, showProblem, clearSummary, reset } = useWizardProblems(
    step,
    setStep,
    problemsOf,
    partsShown,
  );

  const detailsShown = Boolean(service && values.serviceTier);
  usePreloadNextPart(values.serviceType, detailsShown, step);

  const photoProblem = wizardProblems({}, { photos: photos.length, serviceChosen: true }, [0]);
  const photoError = attemptedSteps.includes(0) ? photoProblem[0]?.message : undefined;
  const binding: WizardFieldBinding = {
    formik,
    attempted: attemptedSteps.includes(step),
    disabled: submitting,
  };

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
    clearSummary();
    scrollTo(formRef, 0);
  };

  /** "Continue": only with the first step's own fields complete (description, photos...). */
  const continueToDetails = () => {
    if (stopped([0])) return;
    goTo(1);
  };

  const proceed = async () => {
    if (stopped([0, 1])) return;
    const fields = toCreateValuationFields(values);
    if (contact.toSave) await onSubmit(fields, photos, { contact: contact.toSave });
    else await onSubmit(fields, photos);
  };

  const startAgain = () => {
    formik.resetForm({ values: emptyValuationWizardValues });
    onPhotosChange([]);
    reset();
    setStep(0);
    onStartAgain?.();
  };

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
          <ErrorSummary
            title={summary.title ?? WIZARD_TEXTS.missingTitle}
            problems={summary.problems}
            attempt={summary.attempt}
            onSelect={showProblem}
          />
          {step === 0 ? (
            <Stack spacing={4}>
              <ServiceSection
                services={catalogue.services}
                selected={values.serviceType}
                onSelect={chooseService}
              />
              <Box ref={tierRef}>
                {service ? (
                  <TierSection
                    service={service}
                    currency={catalogue.currency}
                    selected={values.serviceTier}
                    onSelect={chooseTier}
                  />
                ) : null}
              </Box>
              <Box ref={detailsRef}>
                {detailsShown ? (
                  <Suspense fallback={<PartPlaceholder minHeight={PART_HEIGHTS.itemDetails} />}>
                    <ItemDetailsPart
                      binding={binding}
                      onShown={partShown}
                      catalogue={catalogue}
                      values={values}
                      photos={photos}
                      onPhotosChange={onPhotosChange}
                      photoError={photoError}
                      onCheckboxChange={formik.handleChange}
                      disabled={submitting}
                    />
                  </Suspense>
                ) : null}
              </Box>
            </Stack>
          ) : (
            <Suspense fallback={<PartPlaceholder minHeight={PART_HEIGHTS.personalDetails} />}>
              <PersonalDetailsPart
                binding={binding}
                onShown={partShown}
                saveContact={
                  contact.offered
                    ? { checked: contact.checked, onChange: contact.onChange, disabled: submitting }
                    : undefined
                }
              />
            </Suspense>
          )}

          {service && price && tierName ? (
            <WizardSummary
              serviceName={service.name}
              tierName={tierName}
              price={price}
              currency={catalogue.currency}
            />
          ) : null}

          {step === 1 ? (
            <Typography color="text.secondary" sx={{ mt: 3 }} id="valuation-needs">
              {WIZARD_TEXTS.needs}
            </Typography>
          ) : null}

          {submitting || submitError ? (
            <Suspense fallback={null}>
              <WizardFeedback
                submitting={submitting}
                uploadProgress={uploadProgress}
                submitError={submitError}
                onRetry={() => void proceed()}
              />
            </Suspense>
          ) : null}

          <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            {step === 0 ? (
              <Button
                variant="contained"
                size="large"
                disabled={!service || !price}
                onClick={continueToDetails}
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
                <Suspense
                  fallback={
                    <Button variant="contained" size="large" disabled>
                      {WIZARD_TEXTS.proceed}
                    </Button>
                  }
                >
                  <ProceedButton
                    type="button"
                    size="large"
                    busy={submitting}
                    busyLabel={WIZARD_TEXTS.uploading}
                    aria-describedby="valuation-needs"
                    onClick={() => void proceed()}
                  >
                    {WIZARD_TEXTS.proceed}
                  </ProceedButton>
                </Suspense>
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
