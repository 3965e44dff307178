import { useShown, type WizardPartProps } from './wizardPart';
import { PersonalDetailsStep, type PersonalDetailsStepProps } from './PersonalDetailsStep';
import { wizardFieldRenderer } from './WizardField';

export { SubmitButton } from '../SubmitButton';

/**
 * Step 2, "Personal Details", with the wizard's form fields, in a chunk of its own
 * (laterParts.tsx) with the "Proceed to Payment" button: fetched once the item's details are shown.
 */
export function PersonalDetailsPart({
  binding,
  onShown,
  ...step
}: Omit<PersonalDetailsStepProps, 'field'> & WizardPartProps) {
  useShown(onShown);
  return <PersonalDetailsStep field={wizardFieldRenderer(binding.formik, binding)} {...step} />;
}
