import { FIELD_MESSAGES as M } from '../messages';

/**
 * The account rules of docs/product.md §5 as plain functions: each returns the first failing
 * message, or null. The server's class-validator decorators and the browser's Yup schemas both
 * call these, so a rule and its message exist once.
 */
export const ACCOUNT_LIMITS = {
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  nameMin: 2,
  nameMax: 50,
} as const;

// A pragmatic address check: one @, no spaces, a dotted domain with a 2+ letter top level.
const EMAIL_RE =
  /^[^\s@"(),:;<>[\\\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Emails are compared trimmed and lower-cased. */
export function normaliseEmail(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}

export function emailProblem(value: unknown): string | null {
  if (typeof value !== 'string') return M.emailInvalid;
  if (value.length > ACCOUNT_LIMITS.emailMax) return M.emailTooLong;
  return EMAIL_RE.test(value) ? null : M.emailInvalid;
}

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  /** The checklist's text. */
  label: string;
  /** The validation message when the rule fails. */
  message: string;
  test: (password: string) => boolean;
}

/**
 * The new-password rules (register, reset, change password), in the order their messages are
 * reported. Letters and digits of any script count (Unicode classes), on both sides.
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: 'At least 8 characters',
    message: M.passwordMin,
    test: (p) => p.length >= ACCOUNT_LIMITS.passwordMin,
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    message: M.passwordUpper,
    test: (p) => /\p{Lu}/u.test(p),
  },
  {
    id: 'lowercase',
    label: 'One lowercase letter',
    message: M.passwordLower,
    test: (p) => /\p{Ll}/u.test(p),
  },
  { id: 'number', label: 'One number', message: M.passwordNumber, test: (p) => /\p{Nd}/u.test(p) },
  {
    id: 'special',
    label: 'One special character',
    message: M.passwordSpecial,
    test: (p) => /[^\p{L}\p{Nd}\s]/u.test(p),
  },
];

/** Sign-in only asks for the length rule (docs/product.md §5, Login). */
export function loginPasswordProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.length < ACCOUNT_LIMITS.passwordMin) return M.passwordMin;
  if (value.length > ACCOUNT_LIMITS.passwordMax) return M.passwordMax;
  return null;
}

/** A new password: every rule of PASSWORD_RULES, and at most 128 characters. */
export function passwordProblem(value: unknown): string | null {
  if (typeof value !== 'string') return M.passwordMin;
  if (value.length > ACCOUNT_LIMITS.passwordMax) return M.passwordMax;
  return PASSWORD_RULES.find((rule) => !rule.test(value))?.message ?? null;
}

/** "Passwords don't match" unless the confirmation equals the password. */
export function confirmPasswordProblem(password: unknown, confirmation: unknown): string | null {
  return password === confirmation ? null : M.passwordsDontMatch;
}

/** First and last names: 2 to 50 characters once trimmed. */
export function nameProblem(value: unknown, which: 'firstName' | 'lastName'): string | null {
  const required = which === 'firstName' ? M.firstNameRequired : M.lastNameRequired;
  if (typeof value !== 'string' || value.trim().length < ACCOUNT_LIMITS.nameMin) return required;
  if (value.trim().length > ACCOUNT_LIMITS.nameMax)
    return which === 'firstName' ? M.firstNameMax : M.lastNameMax;
  return null;
}
