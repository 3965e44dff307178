import { getErrorMessage, isApiError } from '../../lib/apiError';

// Texts from product-spec section 8 (error catalogue), exact.
export const LOGIN_FAILED = 'Failed to login';
export const REGISTER_FAILED = 'Registration failed. Please try again.';
export const REGISTER_SUCCESS = 'Welcome! Your account has been created successfully.';
export const DUPLICATE_EMAIL = 'This email is already registered. Please try logging in instead.';
export const RESET_FAILED = 'Failed to send reset instructions.';
export const RESET_UNKNOWN_EMAIL = 'No account found with this email address.';
export const RESET_SENT =
  'Password reset instructions have been sent to your email. Please check your inbox.';
export const RESET_DONE = 'Your password has been reset. Please sign in with your new password.';
export const RESET_CONFIRM_FAILED = 'Failed to reset your password. Please try again.';

export function loginErrorMessage(error: unknown): string {
  return getErrorMessage(error, LOGIN_FAILED);
}

export function registerErrorMessage(error: unknown): string {
  if (isApiError(error) && error.error?.includes('Email already registered'))
    return DUPLICATE_EMAIL;
  return getErrorMessage(error, REGISTER_FAILED);
}

export function resetErrorMessage(error: unknown): string {
  if (isApiError(error) && error.error?.includes('not found')) return RESET_UNKNOWN_EMAIL;
  return getErrorMessage(error, RESET_FAILED);
}
