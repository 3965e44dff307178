/**
 * Rules of the profile settings (API contract, Profile): each check returns the first failing
 * message, or null.
 */
export const PROFILE_MESSAGES = {
  phone: 'Please enter a valid phone number',
  notificationPreferences:
    'Notification preferences must have email, sms and marketing set to true or false',
  timezone: 'Unknown time zone',
  language: 'Unsupported language',
  marketingConsent: 'Marketing consent must be true or false',
  passwordIncorrect: 'Password is incorrect',
} as const;

export const SUPPORTED_LANGUAGES = ['en'] as const;

const PHONE_CHARS = /^\+?[0-9\s().-]+$/;
const PHONE_MAX_LENGTH = 32;

/** '' (no number) or an optional +, then digits, spaces and ( ) - . with 7 to 15 digits. */
export function phoneProblem(value: unknown): string | null {
  if (typeof value !== 'string') return PROFILE_MESSAGES.phone;
  if (value === '') return null;
  if (value.length > PHONE_MAX_LENGTH || !PHONE_CHARS.test(value)) return PROFILE_MESSAGES.phone;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 ? null : PROFILE_MESSAGES.phone;
}

const PREFERENCE_KEYS = ['email', 'marketing', 'sms'];

/** Exactly {email, sms, marketing}, each a boolean (no other keys). */
export function notificationPreferencesProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return PROFILE_MESSAGES.notificationPreferences;
  const keys = Object.keys(value).sort();
  const ok =
    keys.length === PREFERENCE_KEYS.length &&
    keys.every((k, i) => k === PREFERENCE_KEYS[i]) &&
    PREFERENCE_KEYS.every((k) => typeof (value as Record<string, unknown>)[k] === 'boolean');
  return ok ? null : PROFILE_MESSAGES.notificationPreferences;
}

let knownZones: Set<string> | null = null;

/** The IANA zones this runtime knows (Intl.supportedValuesOf) plus 'UTC'. */
export function knownTimeZones(): Set<string> {
  knownZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return knownZones;
}

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * A known IANA zone. Browsers may report a zone by an older alias (Chrome says "Asia/Calcutta",
 * the list has "Asia/Kolkata"), so a zone name the runtime's time zone data accepts counts too.
 */
export function timezoneProblem(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'string' || value.length > 64) return PROFILE_MESSAGES.timezone;
  if (knownTimeZones().has(value)) return null;
  if (!ZONE_NAME.test(value)) return PROFILE_MESSAGES.timezone;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return null;
  } catch {
    return PROFILE_MESSAGES.timezone;
  }
}

export function languageProblem(value: unknown): string | null {
  return (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value)
    ? null
    : PROFILE_MESSAGES.language;
}

export function booleanProblem(value: unknown): string | null {
  return typeof value === 'boolean' ? null : PROFILE_MESSAGES.marketingConsent;
}
