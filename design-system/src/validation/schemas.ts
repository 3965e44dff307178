import {
  ACCOUNT_LIMITS,
  emailProblem,
  FIELD_MESSAGES as M,
  languageProblem,
  nameProblem,
  PASSWORD_RULES,
  phoneProblem,
  type PostalAddress,
  profileAddressPartProblem,
  SUPPORTED_LANGUAGES,
} from '@valuation/contracts';
import { boolean, object, ref, string, type StringSchema } from 'yup';

/**
 * The account forms' Yup schemas. Every rule and message comes from @valuation/contracts, whose
 * plain functions the server's class-validator decorators call too (docs/product.md §5): the
 * browser only adds "is required" for an empty field and the confirmation's match.
 */

/** A Yup test that runs one of the contracts' rules (first failing message, or null). */
function rule(
  schema: StringSchema<string | undefined>,
  name: string,
  problem: (value: string) => string | null,
) {
  return schema.test(name, (value, context) => {
    if (value === undefined || value === '') return true;
    const message = problem(value);
    return message === null || context.createError({ message });
  });
}

const email = rule(string().trim().required(M.emailRequired), 'email', emailProblem);

const loginPassword = string()
  .required(M.passwordRequired)
  .min(ACCOUNT_LIMITS.passwordMin, M.passwordMin);

const newPassword = PASSWORD_RULES.reduce(
  (schema, passwordRule) =>
    schema.test(passwordRule.id, passwordRule.message, (value) => passwordRule.test(value ?? '')),
  string().required(M.passwordRequired),
).max(ACCOUNT_LIMITS.passwordMax, M.passwordMax);

const confirmPassword = string()
  .required(M.confirmRequired)
  .oneOf([ref('password')], M.passwordsDontMatch);

const firstName = rule(string().trim().required(M.firstNameRequired), 'firstName', (value) =>
  nameProblem(value, 'firstName'),
);
const lastName = rule(string().trim().required(M.lastNameRequired), 'lastName', (value) =>
  nameProblem(value, 'lastName'),
);

export const loginSchema = object({ email, password: loginPassword });

export const registerSchema = object({
  firstName,
  lastName,
  email,
  password: newPassword,
  confirmPassword,
});

export const forgotPasswordSchema = object({ email });

export const resetPasswordSchema = object({ password: newPassword, confirmPassword });

/** A phone number as the server accepts it ('' clears it); spaces around it are ignored. */
export function isValidPhoneNumber(value: string): boolean {
  return phoneProblem(value.trim()) === null;
}

/** One part of the profile's address: the wizard's rule, unless every part is left empty. */
const addressPart = (key: keyof PostalAddress) =>
  string()
    .default('')
    .test(key, (value, context) => {
      const message = profileAddressPartProblem(key, value ?? '', context.parent);
      return message === null || context.createError({ message });
    });

/** Profile Information + Notification Preferences (the email is shown, never edited). */
export const profileSchema = object({
  firstName,
  lastName,
  phoneNumber: string()
    .default('')
    .test('phone', M.phoneInvalid, (value) => isValidPhoneNumber(value ?? '')),
  address: object({
    street: addressPart('street'),
    city: addressPart('city'),
    state: addressPart('state'),
    postalCode: addressPart('postalCode'),
    country: addressPart('country'),
  }),
  timezone: string().trim().required(M.timezoneRequired),
  preferredLanguage: string()
    .required(M.languageUnsupported)
    .test('language', M.languageUnsupported, (value) => languageProblem(value) === null),
  marketingConsent: boolean().required(),
  notificationPreferences: object({
    email: boolean().required(),
    sms: boolean().required(),
    marketing: boolean().required(),
  }),
});

/** Change Password: the current one, and a new one under the register rules, confirmed. */
export const changePasswordSchema = object({
  currentPassword: string()
    .required(M.currentPasswordRequired)
    .max(ACCOUNT_LIMITS.passwordMax, M.passwordMax),
  newPassword,
  confirmPassword: string()
    .required(M.confirmRequired)
    .oneOf([ref('newPassword')], M.passwordsDontMatch),
});

/** Delete my account: the password confirms it. */
export const deleteAccountSchema = object({
  password: string().required(M.passwordRequired),
});

export { SUPPORTED_LANGUAGES };
