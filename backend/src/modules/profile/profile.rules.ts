/**
 * The profile settings' rules live in @valuation/contracts (the browser runs the same
 * functions); this file keeps the backend's names for them.
 */
import {
  AUTH_ERRORS,
  FIELD_MESSAGES,
  SUPPORTED_LANGUAGES as LANGUAGES,
} from '@valuation/contracts';

export {
  knownTimeZones,
  languageProblem,
  marketingConsentProblem as booleanProblem,
  notificationPreferencesProblem,
  phoneProblem,
  timezoneProblem,
} from '@valuation/contracts';

export const PROFILE_MESSAGES = {
  phone: FIELD_MESSAGES.phoneInvalid,
  notificationPreferences: FIELD_MESSAGES.notificationPreferences,
  timezone: FIELD_MESSAGES.timezoneUnknown,
  language: FIELD_MESSAGES.languageUnsupported,
  marketingConsent: FIELD_MESSAGES.marketingConsent,
  passwordIncorrect: AUTH_ERRORS.passwordIncorrect,
} as const;

/** The language codes the API accepts ('en'). */
export const SUPPORTED_LANGUAGES = LANGUAGES.map((language) => language.code);
