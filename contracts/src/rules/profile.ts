import { FIELD_MESSAGES as M } from '../messages';
import { isKnownTimeZone } from './uk-format';

/** The profile settings' rules (docs/product.md §5, Profile settings): first failing message or null. */
export const SUPPORTED_LANGUAGES = [{ code: 'en', label: 'English' }] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number]['code'];

export const PHONE_LIMITS = { minDigits: 7, maxDigits: 15, maxLength: 32 } as const;

const PHONE_CHARS = /^\+?[0-9\s().-]+$/;

/** '' (no number) or an optional +, then digits, spaces and ( ) - . with 7 to 15 digits. */
export function phoneProblem(value: unknown): string | null {
  if (typeof value !== 'string') return M.phoneInvalid;
  if (value === '') return null;
  if (value.length > PHONE_LIMITS.maxLength || !PHONE_CHARS.test(value)) return M.phoneInvalid;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_LIMITS.minDigits && digits <= PHONE_LIMITS.maxDigits
    ? null
    : M.phoneInvalid;
}

const PREFERENCE_KEYS = ['email', 'marketing', 'sms'];

/** Exactly {email, sms, marketing}, each a boolean (no other keys). */
export function notificationPreferencesProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return M.notificationPreferences;
  const keys = Object.keys(value).sort();
  const ok =
    keys.length === PREFERENCE_KEYS.length &&
    keys.every((k, i) => k === PREFERENCE_KEYS[i]) &&
    PREFERENCE_KEYS.every((k) => typeof (value as Record<string, unknown>)[k] === 'boolean');
  return ok ? null : M.notificationPreferences;
}

/**
 * A notification channel is never on without its address (issue 33): SMS needs a phone number.
 * Given the phone and the SMS choice a profile would hold after a change, the problem or null.
 */
export function smsWithoutPhoneProblem(phoneNumber: string, sms: boolean): string | null {
  return sms && phoneNumber.trim() === '' ? M.smsNeedsPhone : null;
}

let knownZones: Set<string> | null = null;

/** The IANA zones this runtime knows (Intl.supportedValuesOf) plus 'UTC'. */
export function knownTimeZones(): Set<string> {
  knownZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return knownZones;
}

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * A known IANA zone, or null (none saved). Browsers may report a zone by an older alias (Chrome
 * says "Asia/Calcutta", the list has "Asia/Kolkata"), so a name the runtime accepts counts too.
 */
export function timezoneProblem(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'string' || value.length > 64) return M.timezoneUnknown;
  if (knownTimeZones().has(value)) return null;
  if (!ZONE_NAME.test(value)) return M.timezoneUnknown;
  return isKnownTimeZone(value) ? null : M.timezoneUnknown;
}

export function languageProblem(value: unknown): string | null {
  return SUPPORTED_LANGUAGES.some((language) => language.code === value)
    ? null
    : M.languageUnsupported;
}

export function marketingConsentProblem(value: unknown): string | null {
  return typeof value === 'boolean' ? null : M.marketingConsent;
}
