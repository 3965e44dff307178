import { useEffect, useState } from 'react';
import { isBlankAddress, sameAddress, type PostalAddress } from '@valuation/contracts';
import { WIZARD_DEFAULT_COUNTRY, type ValuationWizardValues } from './wizardValues';

/** The phone number and postal address a signed-in customer's profile holds. */
export interface SavedContact {
  /** '' when none. */
  phoneNumber: string;
  address: PostalAddress | null;
}

/** What a ticked "Save this phone number and address to my profile" sends (PUT /api/profile). */
export type ContactToSave = Partial<SavedContact>;

/** Nothing typed in the address but the country it starts with. */
function untouchedAddress(address: PostalAddress): boolean {
  const country = address.country.trim();
  return isBlankAddress({ ...address, country: country === WIZARD_DEFAULT_COUNTRY ? '' : country });
}

/**
 * What differs from the profile and may be saved to it: the phone typed (when one is) and the
 * address typed (when complete enough to have been typed at all). Empty when nothing differs.
 */
export function contactToSave(values: ValuationWizardValues, saved: SavedContact): ContactToSave {
  const changes: ContactToSave = {};
  const phone = values.phone.trim();
  if (phone && phone !== saved.phoneNumber.trim()) changes.phoneNumber = phone;
  if (!untouchedAddress(values.address) && !sameAddress(values.address, saved.address)) {
    const a = values.address;
    changes.address = {
      street: a.street.trim(),
      city: a.city.trim(),
      state: a.state.trim(),
      postalCode: a.postalCode.trim(),
      country: a.country.trim(),
    };
  }
  return changes;
}

/**
 * The profile's phone and address for the wizard (issue 25): when they arrive they fill a phone
 * still empty and an address still untouched; while what is typed differs from them, the
 * "Save this phone number and address to my profile" box is offered (`offered`): ticked when it
 * only fills what the profile lacks, unticked when it would replace what the profile holds.
 */
export function useSavedContact(
  saved: SavedContact | null | undefined,
  values: ValuationWizardValues,
  setFieldValue: (field: string, value: unknown) => unknown,
) {
  // Unset until the customer ticks or unticks the box: then its default applies.
  const [choice, setChoice] = useState<boolean>();
  useEffect(() => {
    if (!saved) return;
    if (saved.phoneNumber && !values.phone.trim()) void setFieldValue('phone', saved.phoneNumber);
    if (saved.address && untouchedAddress(values.address))
      void setFieldValue('address', { ...saved.address });
    // Only when the profile arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
  const changes = saved ? contactToSave(values, saved) : {};
  const offered = Object.keys(changes).length > 0;
  // Ticked by default when it only fills what the profile lacks (issue 33: the phone and address
  // typed were not in Profile afterwards); unticked when it would replace what the profile holds.
  const fillsBlanks =
    !!saved &&
    (!changes.phoneNumber || !saved.phoneNumber.trim()) &&
    (!changes.address || !saved.address);
  const checked = offered && (choice ?? fillsBlanks);
  return {
    offered,
    checked,
    onChange: setChoice,
    /** What to send with the request when the box is ticked, else null. */
    toSave: checked ? changes : null,
  };
}
