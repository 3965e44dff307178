/**
 * The account rules of product-spec section 5, with the exact messages the browser shows
 * (design-system/src/validation). Each check returns the first failing message, or null.
 */
export const MESSAGES = {
  email: 'Invalid email address',
  emailTooLong: 'Email must be at most 254 characters',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordLower: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  passwordsDontMatch: "Passwords don't match",
  firstName: 'First name is required',
  lastName: 'Last name is required',
} as const;

export const LIMITS = {
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  nameMin: 2,
  nameMax: 50,
} as const;

// A pragmatic address check: one @, no spaces, a dotted domain with a 2+ letter top level.
const EMAIL_RE =
  /^[^\s@"(),:;<>[\\\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function normaliseEmail(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}

export function emailProblem(value: unknown): string | null {
  if (typeof value !== 'string') return MESSAGES.email;
  if (value.length > LIMITS.emailMax) return MESSAGES.emailTooLong;
  return EMAIL_RE.test(value) ? null : MESSAGES.email;
}

/** Sign-in only asks for the length rule (section 5, Login). */
export function loginPasswordProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.length < LIMITS.passwordMin) return MESSAGES.passwordMin;
  if (value.length > LIMITS.passwordMax) return MESSAGES.passwordMax;
  return null;
}

export function passwordProblem(value: unknown): string | null {
  const base = loginPasswordProblem(value);
  if (base) return base;
  const pw = value as string;
  if (!/\p{Lu}/u.test(pw)) return MESSAGES.passwordUpper;
  if (!/\p{Ll}/u.test(pw)) return MESSAGES.passwordLower;
  if (!/\p{Nd}/u.test(pw)) return MESSAGES.passwordNumber;
  if (!/[^\p{L}\p{Nd}\s]/u.test(pw)) return MESSAGES.passwordSpecial;
  return null;
}

export function nameProblem(value: unknown, which: 'firstName' | 'lastName'): string | null {
  const required = which === 'firstName' ? MESSAGES.firstName : MESSAGES.lastName;
  if (typeof value !== 'string' || value.trim().length < LIMITS.nameMin) return required;
  if (value.trim().length > LIMITS.nameMax) {
    return `${which === 'firstName' ? 'First' : 'Last'} name must be at most ${LIMITS.nameMax} characters`;
  }
  return null;
}
