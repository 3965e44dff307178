import { valuationFormProblems, type ValuationFormValues } from '@valuation/contracts';
import { mixed, object } from 'yup';

/**
 * The wizard's Yup schema: each field shows the message the contracts' `valuationFormProblems`
 * (the server's rules too) gives it for the whole form, as brands depend on the service, the year
 * on the service… Formik passes the form values as Yup's `context`. Fields the chosen service does
 * not ask for are left out first: the wizard keeps what was typed in them but never sends it.
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

const cache = new WeakMap<object, Map<string, string>>();

/** field → first message, computed once per validation run (the context object). */
function problemsOf(form: ValuationFormValues): Map<string, string> {
  let found = cache.get(form);
  if (!found) {
    found = new Map();
    for (const { field, message } of valuationFormProblems(askedValuationFields(form)))
      if (!found.has(field)) found.set(field, message);
    cache.set(form, found);
  }
  return found;
}

function field(name: string) {
  return mixed().test(name, (_value, context) => {
    const message = problemsOf((context.options.context ?? {}) as ValuationFormValues).get(name);
    return message === undefined || context.createError({ message });
  });
}

const FIELDS = [
  'watchBrand',
  'otherWatchBrand',
  'handbagBrand',
  'otherHandbagBrand',
  'itemDescription',
  'lastKnownValue',
  'yearOfPurchase',
  'firstName',
  'lastName',
  'email',
  'phone',
] as const;
const ADDRESS = ['street', 'city', 'state', 'postalCode', 'country'] as const;

export function valuationSchema() {
  return object({
    ...Object.fromEntries(FIELDS.map((name) => [name, field(name)])),
    address: object(Object.fromEntries(ADDRESS.map((name) => [name, field(`address.${name}`)]))),
  });
}
