import { ItemDetailsSection, type ItemDetailsSectionProps } from './ItemDetailsSection';
import { wizardFieldRenderer } from './WizardField';
import { useShown, type WizardPartProps } from './wizardPart';

/**
 * Step 1's "Item Details" with the wizard's form fields, in a chunk of its own (laterParts.tsx):
 * the purpose's radios, the brand's select, the photo uploader, the auto-revalue box and the text
 * fields load once a service is chosen, not with the page.
 */
export function ItemDetailsPart({
  binding,
  onShown,
  ...section
}: Omit<ItemDetailsSectionProps, 'field'> & WizardPartProps) {
  useShown(onShown);
  return <ItemDetailsSection field={wizardFieldRenderer(binding.formik, binding)} {...section} />;
}
