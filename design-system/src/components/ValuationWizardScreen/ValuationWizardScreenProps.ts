import type { Catalogue, CreateValuationFields, ServiceType } from '@valuation/contracts';
import type { ContactToSave, SavedContact } from './savedContact';
import type { ValuationWizardStep, ValuationWizardValues } from './wizardValues';

/** What the valuation wizard (ValuationWizardScreen) is given and calls back. */
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
  /**
   * A signed-in customer's profile phone and address: they fill the empty fields, and the box
   * "Save this phone number and address to my profile" is offered while what is typed differs.
   * Omitted or null (signed out, or not known yet): neither.
   */
  savedContact?: SavedContact | null;
  /**
   * "Proceed to Payment" with everything a request needs; the parent uploads and pays, and saves
   * `contact` to the profile when the box was ticked.
   */
  onSubmit: (
    fields: CreateValuationFields,
    photos: File[],
    options?: { contact?: ContactToSave },
  ) => void | Promise<void>;
  /** The request is being sent. */
  submitting?: boolean;
  /** Upload progress in percent while the photos are sent (null: not known yet). */
  uploadProgress?: number | null;
  /** Why the last attempt failed; "Try again" sends again with the same photos. */
  submitError?: string;
  /** "Start again": the fields and photos are cleared (the parent discards its draft). */
  onStartAgain?: () => void;
}
