import { boolean, object, ref, string } from 'yup';

/**
 * Form validation shared by every account form. The texts are the product's (product-spec
 * section 5, docs/architecture.md) and match the server's class-validator messages.
 */
export const messages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: "Passwords don't match",
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameMax: 'First name must be at most 50 characters',
  lastNameMax: 'Last name must be at most 50 characters',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  /** Checklist text. */
  label: string;
  /** Validation message when the rule fails. */
  message: string;
  test: (password: string) => boolean;
}

/** The register / reset password rules, in the order their messages are reported. */
export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    label: 'At least 8 characters',
    message: messages.passwordMin,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    message: messages.uppercase,
    test: (p) => /[A-Z]/.test(p),
  },
  {
    id: 'lowercase',
    label: 'One lowercase letter',
    message: messages.lowercase,
    test: (p) => /[a-z]/.test(p),
  },
  { id: 'number', label: 'One number', message: messages.number, test: (p) => /[0-9]/.test(p) },
  {
    id: 'special',
    label: 'One special character',
    message: messages.special,
    test: (p) => /[^A-Za-z0-9\s]/.test(p),
  },
];

const email = string()
  .trim()
  .required(messages.emailRequired)
  .email(messages.emailInvalid)
  .max(EMAIL_MAX_LENGTH, messages.emailInvalid);

const loginPassword = string()
  .required(messages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, messages.passwordMin);

const newPassword = passwordRules
  .reduce(
    (schema, rule) => schema.test(rule.id, rule.message, (value) => rule.test(value ?? '')),
    string().required(messages.passwordRequired),
  )
  .max(PASSWORD_MAX_LENGTH, messages.passwordMax);

const confirmPassword = string()
  .required(messages.confirmRequired)
  .oneOf([ref('password')], messages.passwordsMismatch);

export const loginSchema = object({ email, password: loginPassword });

export const registerSchema = object({
  firstName: string()
    .trim()
    .required(messages.firstNameRequired)
    .min(NAME_MIN_LENGTH, messages.firstNameRequired)
    .max(NAME_MAX_LENGTH, messages.firstNameMax),
  lastName: string()
    .trim()
    .required(messages.lastNameRequired)
    .min(NAME_MIN_LENGTH, messages.lastNameRequired)
    .max(NAME_MAX_LENGTH, messages.lastNameMax),
  email,
  password: newPassword,
  confirmPassword,
});

export const forgotPasswordSchema = object({ email });

export const resetPasswordSchema = object({ password: newPassword, confirmPassword });

// ---- Profile settings (product-spec sections 2, 3 and 5; contracts: Change Password works) ----

/** Messages of the profile and password-change forms (the same texts the server answers with). */
export const profileMessages = {
  phoneInvalid: 'Please enter a valid phone number',
  timezoneRequired: 'Please choose a time zone',
  languageUnsupported: 'Unsupported language',
  currentPasswordRequired: 'Current password is required',
} as const;

export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/** The languages the product speaks (product-spec section 9: preferredLanguage 'en'). */
export const SUPPORTED_LANGUAGES = [{ code: 'en', label: 'English' }] as const;

/**
 * A phone number as the server accepts it: an optional leading +, then digits, spaces and
 * ( ) - . only, with 7 to 15 digits. The empty string clears the number.
 */
export function isValidPhoneNumber(value: string): boolean {
  const phone = value.trim();
  if (phone === '') return true;
  if (!/^\+?[0-9\s().-]+$/.test(phone)) return false;
  const digits = phone.replace(/[^0-9]/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/** Profile Information + Notification Preferences (the email is shown, never edited). */
export const profileSchema = object({
  firstName: string()
    .trim()
    .required(messages.firstNameRequired)
    .min(NAME_MIN_LENGTH, messages.firstNameRequired)
    .max(NAME_MAX_LENGTH, messages.firstNameMax),
  lastName: string()
    .trim()
    .required(messages.lastNameRequired)
    .min(NAME_MIN_LENGTH, messages.lastNameRequired)
    .max(NAME_MAX_LENGTH, messages.lastNameMax),
  phoneNumber: string()
    .default('')
    .test('phone', profileMessages.phoneInvalid, (value) => isValidPhoneNumber(value ?? '')),
  timezone: string().trim().required(profileMessages.timezoneRequired),
  preferredLanguage: string()
    .required(profileMessages.languageUnsupported)
    .oneOf(
      SUPPORTED_LANGUAGES.map((language) => language.code),
      profileMessages.languageUnsupported,
    ),
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
    .required(profileMessages.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, messages.passwordMax),
  newPassword,
  confirmPassword: string()
    .required(messages.confirmRequired)
    .oneOf([ref('newPassword')], messages.passwordsMismatch),
});

/** Delete my account: the password confirms it. */
export const deleteAccountSchema = object({
  password: string().required(messages.passwordRequired),
});
