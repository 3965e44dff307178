/**
 * The account rules of docs/product.md §5 live in @valuation/contracts (the browser runs the
 * same functions). This file only keeps the backend's older names for them.
 */
import { ACCOUNT_LIMITS, FIELD_MESSAGES } from '@valuation/contracts';

export {
  emailProblem,
  loginPasswordProblem,
  nameProblem,
  normaliseEmail,
  passwordProblem,
} from '@valuation/contracts';

export const LIMITS = ACCOUNT_LIMITS;

export const MESSAGES = {
  email: FIELD_MESSAGES.emailInvalid,
  emailTooLong: FIELD_MESSAGES.emailTooLong,
  passwordMin: FIELD_MESSAGES.passwordMin,
  passwordMax: FIELD_MESSAGES.passwordMax,
  passwordUpper: FIELD_MESSAGES.passwordUpper,
  passwordLower: FIELD_MESSAGES.passwordLower,
  passwordNumber: FIELD_MESSAGES.passwordNumber,
  passwordSpecial: FIELD_MESSAGES.passwordSpecial,
  passwordsDontMatch: FIELD_MESSAGES.passwordsDontMatch,
  firstName: FIELD_MESSAGES.firstNameRequired,
  lastName: FIELD_MESSAGES.lastNameRequired,
} as const;
