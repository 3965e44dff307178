import { API_ERRORS, PASSKEY_ERRORS } from '@valuation/contracts';

/** The sentences the passkey endpoints answer with, from @valuation/contracts. */
export const VERIFICATION_FAILED = PASSKEY_ERRORS.verificationFailed;
export const ALREADY_REGISTERED = PASSKEY_ERRORS.alreadyRegistered;
export const NOT_OWN_ACCOUNT = PASSKEY_ERRORS.ownAccountOnly;
export const AUTHENTICATION_FAILED = PASSKEY_ERRORS.authenticationFailed;
export const PASSKEY_NOT_FOUND = API_ERRORS.passkeyNotFound;
