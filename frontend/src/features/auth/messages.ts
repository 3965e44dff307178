import { AUTH_ERRORS, NOTICES } from '@valuation/contracts';
import { getErrorMessage, isApiError } from '../../lib/apiError';

// Texts from docs/product.md §8 (error catalogue), exact; held by @valuation/contracts.
export const LOGIN_FAILED = NOTICES.loginFailed;
export const REGISTER_FAILED = NOTICES.registerFailed;
export const REGISTER_SUCCESS = NOTICES.registerSuccess;
export const DUPLICATE_EMAIL = NOTICES.duplicateEmail;
export const RESET_FAILED = NOTICES.resetFailed;
export const RESET_UNKNOWN_EMAIL = NOTICES.resetUnknownEmail;
export const RESET_SENT = NOTICES.resetSent;
export const RESET_DONE = NOTICES.resetDone;
export const RESET_CONFIRM_FAILED = NOTICES.resetConfirmFailed;

export function loginErrorMessage(error: unknown): string {
  return getErrorMessage(error, LOGIN_FAILED);
}

export function registerErrorMessage(error: unknown): string {
  if (isApiError(error) && error.error?.includes(AUTH_ERRORS.emailTaken)) return DUPLICATE_EMAIL;
  return getErrorMessage(error, REGISTER_FAILED);
}

export function resetErrorMessage(error: unknown): string {
  if (isApiError(error) && error.error?.includes('not found')) return RESET_UNKNOWN_EMAIL;
  return getErrorMessage(error, RESET_FAILED);
}
