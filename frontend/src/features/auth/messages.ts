import { AUTH_ERRORS, NOTICES } from '@valuation/contracts';
import { getErrorMessage, isApiError } from '../../lib/apiError';

// The error catalogue's texts (docs/product.md §8) are @valuation/contracts' NOTICES.

export function loginErrorMessage(error: unknown): string {
  return getErrorMessage(error, NOTICES.loginFailed);
}

export function registerErrorMessage(error: unknown): string {
  if (isApiError(error) && error.error?.includes(AUTH_ERRORS.emailTaken))
    return NOTICES.duplicateEmail;
  return getErrorMessage(error, NOTICES.registerFailed);
}

export function resetErrorMessage(error: unknown): string {
  if (isApiError(error) && error.error?.includes('not found')) return NOTICES.resetUnknownEmail;
  return getErrorMessage(error, NOTICES.resetFailed);
}
