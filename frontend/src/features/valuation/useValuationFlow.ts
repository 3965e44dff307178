import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CATALOGUE,
  catalogueService,
  type Catalogue,
  type CreateValuationFields,
  type ServiceType,
} from '@valuation/contracts';
import {
  emptyValuationWizardValues as empty,
  type AuthFormValues,
  type ContactToSave,
  type ValuationWizardStep,
  type ValuationWizardValues,
} from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import type { ValuationEffects, ValuationFlow, WizardAccount } from './valuationEffects';
import {
  clearDraft,
  draftSubmissionKey,
  loadDraft,
  saveDraft,
  saveDraftValues,
  type ValuationDraft,
} from './draftStore';

export const UPLOAD_FAILED_MESSAGE =
  'Your request could not be sent. Your details and photos are kept: please try again.';
export const CHECKOUT_FAILED_MESSAGE =
  'Your request was saved, but the payment page could not be opened. Please try again.';
const SIGN_IN_FAILED = 'We could not sign you in. Please try again.';
/** Told on the next page when "Save … to my profile" failed (issue 33: it was silent). */
export const CONTACT_NOT_SAVED_MESSAGE =
  'We could not save your phone number and address to your profile. Your request is sent; you can add them in Profile settings.';

/** How long the draft waits after a change before it is written (typing stays smooth). */
export const DRAFT_SAVE_DELAY_MS = 400;

export type { ValuationEffects, ValuationFlow, WizardAccount };

/**
 * True while the wizard holds nothing the visitor chose or typed: account pre-fills aside, and
 * every other field as the empty form starts it (the country's default).
 */
function isBlank(values: ValuationWizardValues): boolean {
  const { firstName: _f, lastName: _l, email: _e, address, ...rest } = values;
  return (
    Object.entries(rest).every(
      ([name, value]) => value === empty[name as keyof typeof rest] || value === '',
    ) &&
    Object.entries(address).every(
      ([name, value]) => value === empty.address[name as keyof typeof address] || value === '',
    )
  );
}

function withAccount(
  values: ValuationWizardValues,
  account: Partial<ValuationWizardValues> | undefined,
): ValuationWizardValues {
  if (!account) return values;
  return {
    ...values,
    firstName: values.firstName || account.firstName || '',
    lastName: values.lastName || account.lastName || '',
    email: values.email || account.email || '',
  };
}

/** The service handed over in navigation state (`{serviceType}`), if it is one of the catalogue's. */
export function serviceFromState(state: unknown): ServiceType | undefined {
  const value = (state as { serviceType?: unknown } | null | undefined)?.serviceType;
  return catalogueService(value) ? (value as ServiceType) : undefined;
}

/**
 * /valuation's behaviour (docs/product.md §2.8). The wizard's draft (fields, step, photos) lives in
 * IndexedDB until submitted or discarded. A signed-out visitor signs in or registers in a dialog
 * and goes on. Submitting uploads with progress, opens the checkout and goes to the payment page.
 */
export function useValuationFlow(
  effects: ValuationEffects,
  navigationState: unknown,
  catalogue: Catalogue = CATALOGUE,
): ValuationFlow {
  // The latest effects, read when they are needed.
  const latestEffects = useRef(effects);
  useEffect(() => {
    latestEffects.current = effects;
  });
  const { account } = effects;

  // A service handed over in navigation state: applied once, then the state is cleared.
  const [preselected] = useState(() => serviceFromState(navigationState));
  useEffect(() => {
    if (navigationState) latestEffects.current.clearNavigationState();
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [draft, setDraft] = useState<ValuationDraft | null>(null);
  const [wizardKey, setWizardKey] = useState('new');
  const [photos, setPhotos] = useState<File[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<string>();
  const [pending, setPending] = useState<{
    fields: CreateValuationFields;
    photos: File[];
    contact?: ContactToSave;
  }>();
  const [dialogError, setDialogError] = useState<string>();
  const [signingIn, setSigningIn] = useState(false);
  const latest = useRef<{ values?: ValuationWizardValues; step: ValuationWizardStep }>({ step: 0 });
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** A request created by an attempt whose checkout failed: a retry only opens the checkout. */
  const created = useRef<string | null>(null);
  const discarded = useRef(false);
  /** The draft's Idempotency-Key: one per draft, kept across "Try again" until it is stored. */
  const submissionKey = useRef<string | null>(null);

  // The draft is read after the first render (never during it: the page is prerendered).
  useEffect(() => {
    let active = true;
    void loadDraft().then((found) => {
      if (!active || !found) return;
      // A service handed over now wins over the draft's.
      setDraft(
        preselected && preselected !== found.values.serviceType
          ? { ...found, values: { ...found.values, serviceType: preselected, serviceTier: '' } }
          : found,
      );
      setPhotos(found.photos);
      setWizardKey('draft');
    });
    return () => {
      active = false;
    };
  }, [preselected]);

  const pendingSave = useRef<(() => void) | null>(null);
  const persist = useCallback((nextPhotos: File[]) => {
    clearTimeout(saveTimer.current);
    const write = () => {
      pendingSave.current = null;
      const { values, step } = latest.current;
      if (!values || discarded.current) return;
      // Nothing chosen or typed yet: nothing worth keeping (and no stale blank draft later).
      if (isBlank(values) && nextPhotos.length === 0) return;
      void saveDraft({ values, step, photos: nextPhotos });
    };
    pendingSave.current = write;
    saveTimer.current = setTimeout(write, DRAFT_SAVE_DELAY_MS);
  }, []);
  // Leaving the page (another route, or the tab hidden before a reload or close): write the
  // pending change now rather than lose it with the timer.
  useEffect(() => {
    const flush = () => {
      clearTimeout(saveTimer.current);
      pendingSave.current?.();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const photosRef = useRef(photos);
  photosRef.current = photos;

  const onDraftChange = useCallback(
    (values: ValuationWizardValues, step: ValuationWizardStep) => {
      latest.current = { values, step };
      discarded.current = false;
      // The fields at once (a reload right after a choice keeps it), the photos a moment later.
      if (!isBlank(values) || photosRef.current.length > 0) saveDraftValues(values, step);
      persist(photosRef.current);
    },
    [persist],
  );

  const changePhotos = (next: File[]) => {
    setPhotos(next);
    discarded.current = false;
    persist(next);
  };

  const startAgain = () => {
    discarded.current = true;
    clearTimeout(saveTimer.current);
    created.current = null;
    submissionKey.current = null;
    setSubmitError(undefined);
    setPhotos([]);
    setDraft(null);
    void clearDraft();
  };

  const send = async (fields: CreateValuationFields, files: File[], contact?: ContactToSave) => {
    const { upload, checkout, goToPayment, saveContact, tellContactNotSaved } =
      latestEffects.current;
    setSubmitting(true);
    setSubmitError(undefined);
    setProgress(null);
    let id = created.current;
    try {
      if (!id) {
        if (!submissionKey.current) {
          // The uploader's module, loaded at the first "Proceed to Payment" (issue 35).
          const { newIdempotencyKey } = await import('../../lib/sendForm');
          submissionKey.current ??= draftSubmissionKey(newIdempotencyKey);
        }
        id = await upload(fields, files, setProgress, submissionKey.current);
        created.current = id;
        submissionKey.current = null;
        // Submitted: the draft is done with.
        discarded.current = true;
        clearTimeout(saveTimer.current);
        await clearDraft();
      }
    } catch (error) {
      setSubmitError(getErrorMessage(error, UPLOAD_FAILED_MESSAGE));
      setSubmitting(false);
      return;
    }
    // The request is sent: the profile takes the phone and address (checked by the same rules
    // as the request's), and a failure there does not stand between the customer and payment,
    // but the customer is told (issue 33: it was silent).
    if (contact && saveContact) {
      await saveContact(contact).catch(() => tellContactNotSaved?.(CONTACT_NOT_SAVED_MESSAGE));
    }
    try {
      const checkoutUrl = await checkout(id);
      created.current = null;
      await goToPayment(id, checkoutUrl);
    } catch (error) {
      setSubmitError(getErrorMessage(error, CHECKOUT_FAILED_MESSAGE));
      setSubmitting(false);
    }
  };

  const submit = async (
    fields: CreateValuationFields,
    files: File[],
    options?: { contact?: ContactToSave },
  ) => {
    const { account: known, settleAccount } = latestEffects.current;
    if (!known && !(await settleAccount?.())) {
      setDialogError(undefined);
      setPending({ fields, photos: files, contact: options?.contact });
      return;
    }
    await send(fields, files, options?.contact);
  };

  const continueAfterSignIn = async (signIn: () => Promise<unknown>) => {
    setDialogError(undefined);
    setSigningIn(true);
    try {
      await signIn();
    } catch (error) {
      setDialogError(getErrorMessage(error, SIGN_IN_FAILED));
      return;
    } finally {
      setSigningIn(false);
    }
    const waiting = pending;
    setPending(undefined);
    if (waiting) await send(waiting.fields, waiting.photos, waiting.contact);
  };

  const onLogin = (values: AuthFormValues) =>
    continueAfterSignIn(() =>
      latestEffects.current.signIn({ email: values.email, password: values.password }),
    );

  const onRegister = (values: AuthFormValues) =>
    continueAfterSignIn(() =>
      latestEffects.current.register({
        email: values.email,
        password: values.password,
        firstName: values.firstName,
        lastName: values.lastName,
      }),
    );

  const accountValues: Partial<ValuationWizardValues> | undefined = account
    ? { firstName: account.firstName, lastName: account.lastName, email: account.email }
    : undefined;
  // A draft started signed out gets the account's name and email where it has none.
  const initialValues = draft ? withAccount(draft.values, accountValues) : accountValues;

  return {
    wizard: {
      key: wizardKey,
      catalogue,
      initialValues,
      initialStep: draft?.step ?? 0,
      photos,
      onPhotosChange: changePhotos,
      preselectedService: draft ? undefined : preselected,
      savedContact: account ? effects.savedContact : null,
      onDraftChange,
      onSubmit: submit,
      submitting,
      uploadProgress: progress,
      submitError,
      onStartAgain: startAgain,
    },
    dialog: {
      open: Boolean(pending),
      registerDefaults: pending
        ? {
            firstName: pending.fields.firstName,
            lastName: pending.fields.lastName,
            email: pending.fields.email,
          }
        : undefined,
      onLogin,
      onRegister,
      onClose: () => setPending(undefined),
      submitting: signingIn,
      errorMessage: dialogError,
    },
  };
}
