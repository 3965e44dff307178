import { useEffect } from 'react';
import Box from '@mui/material/Box';
import type { SubmitButtonProps } from '../SubmitButton';
import type { ItemDetailsSectionProps } from './ItemDetailsSection';
import type { WizardPartProps } from './wizardPart';
import type { PersonalDetailsStepProps } from './PersonalDetailsStep';
import { LazySaveContactBox } from './PersonalDetailsStep/LazySaveContactBox';
import type { WizardFeedbackProps } from './WizardFeedback';
import { lazyPart } from './lazyPart';

// The parts of the wizard a first visitor does not see (issue 35): the page's first step shows
// the services only; the item's details (radios, brand select, photo uploader, text fields), the
// personal details and the upload's progress come with a choice or a step, each from its chunk.

const itemDetails = () => import('./ItemDetailsPart');
const personalDetails = () => import('./PersonalDetailsPart');

/** Step 1's item details (once a service and a level are chosen). */
export const ItemDetailsPart = lazyPart<Omit<ItemDetailsSectionProps, 'field'> & WizardPartProps>(
  () => itemDetails().then((module) => module.ItemDetailsPart),
);

/** Step 2's personal details and postal address. */
export const PersonalDetailsPart = lazyPart<
  Omit<PersonalDetailsStepProps, 'field'> & WizardPartProps
>(() => personalDetails().then((module) => module.PersonalDetailsPart));

/** Step 2's "Proceed to Payment" (with its busy state), from step 2's chunk. */
export const ProceedButton = lazyPart<SubmitButtonProps>(() =>
  personalDetails().then((module) => module.SubmitButton),
);

/** The upload's progress and a failed attempt's "Try again" (after "Proceed to Payment"). */
export const WizardFeedback = lazyPart<WizardFeedbackProps>(() =>
  import('./WizardFeedback').then((module) => module.WizardFeedback),
);

/** Fetches step 1's item details (a service is chosen, or the visitor is on step 2). */
export const preloadItemDetails = () => ItemDetailsPart.preload();

/** Fetches step 2 and what its "Proceed to Payment" shows (the item's details are shown). */
export const preloadPersonalDetails = () =>
  Promise.all([PersonalDetailsPart.preload(), ProceedButton.preload(), WizardFeedback.preload()]);

/** Every later part fetched: they then render at once (stories, tests of a whole flow). */
export const preloadWizardParts = () =>
  Promise.all([preloadItemDetails(), preloadPersonalDetails(), LazySaveContactBox.preload()]);

/** Where a part shows while its code loads: its place kept, nothing to read or press. */
export function PartPlaceholder({ minHeight }: { minHeight: number }) {
  return <Box aria-hidden="true" sx={{ minHeight, borderRadius: 2, bgcolor: 'action.hover' }} />;
}

/**
 * The next part's code is fetched while the visitor is on the current one: the item's details
 * once a service is chosen, step 2 once the item's details are shown (or on step 2, step 1's for
 * "Back"). A first visitor who has chosen nothing fetches neither.
 */
export function usePreloadNextPart(serviceType: string, detailsShown: boolean, step: number) {
  useEffect(() => {
    if (serviceType || step === 1) void preloadItemDetails().catch(() => undefined);
    if (detailsShown || step === 1) void preloadPersonalDetails().catch(() => undefined);
  }, [serviceType, detailsShown, step]);
}
