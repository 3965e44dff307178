import { AUTH_ERRORS } from '@valuation/contracts';

/** The sentences the auth endpoints answer with, from @valuation/contracts. */
export const SIGN_IN_REQUIRED = AUTH_ERRORS.signInRequired;
export const SESSION_EXPIRED = AUTH_ERRORS.sessionExpired;
export const INVALID_CREDENTIALS = AUTH_ERRORS.invalidCredentials;
export const ACCOUNT_DISABLED = AUTH_ERRORS.accountDisabled;
export const EMAIL_TAKEN = AUTH_ERRORS.emailTaken;
export const RESET_INVALID = AUTH_ERRORS.resetInvalid;
export const CURRENT_PASSWORD_WRONG = AUTH_ERRORS.currentPasswordWrong;
export const FORBIDDEN = AUTH_ERRORS.forbidden;
