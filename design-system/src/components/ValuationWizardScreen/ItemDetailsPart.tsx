import { useEffect } from 'react';
import { ItemDetailsSection, type ItemDetailsSectionProps } from './ItemDetailsSection';
import { wizardFieldRenderer, type WizardFieldBinding } from './WizardField';

export interface WizardPartProps {
  /** The wizard's form, and how its fields show errors and whether they are disabled. */
  binding: WizardFieldBinding;
  /** The part is on the page (its fields can take the focus a summary link asked for). */
  onShown?: () => void;
}

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
  useEffect(() => {
    onShown?.();
    // On mount only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <ItemDetailsSection field={wizardFieldRenderer(binding.formik, binding)} {...section} />;
}
