import {
  CATALOGUE,
  VALUATION_FIELD_RULES,
  valuationFieldAsked,
  type Catalogue,
  type CreateValuationFields,
  type ValuationFieldName,
} from '@valuation/contracts';
import { mixed, object } from 'yup';

/**
 * The wizard's Yup schema: each field runs the contracts' rule for it (VALUATION_FIELD_RULES, the
 * server's rules too), with the whole form as the rule's context (brands depend on the service,
 * the year on the service…). Formik passes the form values as Yup's `context`.
 */
function field(name: ValuationFieldName, catalogue: Catalogue) {
  return mixed().test(name, (value, context) => {
    const fields = (context.options.context ?? {}) as Partial<CreateValuationFields>;
    if (!valuationFieldAsked(name, fields)) return true;
    const message = VALUATION_FIELD_RULES[name](value, fields, { catalogue });
    return message === null || context.createError({ message });
  });
}

const STEP_ONE = [
  'watchBrand',
  'otherWatchBrand',
  'handbagBrand',
  'otherHandbagBrand',
  'itemDescription',
  'lastKnownValue',
  'yearOfPurchase',
] as const;
const STEP_TWO = ['firstName', 'lastName', 'email', 'phone'] as const;
const ADDRESS = ['street', 'city', 'state', 'postalCode', 'country'] as const;

export function valuationSchema(catalogue: Catalogue = CATALOGUE) {
  const shape = Object.fromEntries(
    [...STEP_ONE, ...STEP_TWO].map((name) => [name, field(name, catalogue)]),
  );
  const address = Object.fromEntries(
    ADDRESS.map((name) => [name, field(`address.${name}`, catalogue)]),
  );
  return object({ ...shape, address: object(address) });
}
