import { valuationFormProblems, type ValuationFormValues } from '@valuation/contracts';

/**
 * The wizard's validation (Formik's `validate`): each field shows the message the contracts'
 * `valuationFormProblems` (the server's rules too) gives it for the whole form, as brands depend
 * on the service, the year on the service… Fields the chosen service does not ask for are left
 * out first: the wizard keeps what was typed in them but never sends it. No schema library: the
 * rules are the contracts' (Yup was 12 KB of /valuation's first load for this wrapper alone).
 */
export function askedValuationFields(form: ValuationFormValues): ValuationFormValues {
  const service = form.serviceType;
  const asked: ValuationFormValues = { ...form };
  if (service !== 'watch' || asked.watchBrand !== 'Other') delete asked.otherWatchBrand;
  if (service !== 'handbag' || asked.handbagBrand !== 'Other') delete asked.otherHandbagBrand;
  if (service !== 'watch') delete asked.watchBrand;
  if (service !== 'handbag') delete asked.handbagBrand;
  if (service !== 'jewellery' && service !== 'handbag') {
    delete asked.lastKnownValue;
    delete asked.yearOfPurchase;
  }
  return asked;
}

const FIELDS = [
  'purpose',
  'watchBrand',
  'otherWatchBrand',
  'handbagBrand',
  'otherHandbagBrand',
  'itemModel',
  'itemReference',
  'itemSerial',
  'itemDescription',
  'lastKnownValue',
  'yearOfPurchase',
  'firstName',
  'lastName',
  'email',
  'phone',
] as const;
const ADDRESS = ['street', 'city', 'state', 'postalCode', 'country'] as const;

type ValuationFormErrors = Partial<Record<(typeof FIELDS)[number], string>> & {
  address?: Partial<Record<(typeof ADDRESS)[number], string>>;
};

/** The form's errors, field by field in the form's order: each field's first message. */
export function validateValuationForm(values: object): ValuationFormErrors {
  const form = values as ValuationFormValues;
  const found = new Map<string, string>();
  for (const { field, message } of valuationFormProblems(askedValuationFields(form)))
    if (!found.has(field)) found.set(field, message);
  const errors: ValuationFormErrors = {};
  for (const name of FIELDS) {
    const message = found.get(name);
    if (message !== undefined) errors[name] = message;
  }
  for (const name of ADDRESS) {
    const message = found.get(`address.${name}`);
    if (message !== undefined) errors.address = { ...errors.address, [name]: message };
  }
  return errors;
}
