import {
  normalisedAddress,
  sameAddress,
  type NotificationPreferences,
  type PostalAddress,
  type ProfileUser,
} from '@valuation/contracts';

export type { NotificationPreferences, PostalAddress };

/** The profile as the server holds it (API `ProfileUser`; the screen needs these fields). */
export type ProfileDetails = Partial<Pick<ProfileUser, 'address'>> &
  Pick<
    ProfileUser,
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'phoneNumber'
    | 'notificationPreferences'
    | 'timezone'
    | 'preferredLanguage'
    | 'marketingConsent'
  >;

/** What the form edits: everything but the email (displayed, never sent). */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** Every part '' when none is saved. */
  address: PostalAddress;
  notificationPreferences: NotificationPreferences;
  timezone: string;
  preferredLanguage: string;
  marketingConsent: boolean;
}

/** The fields a save sends: only those that changed (an emptied address is sent as null). */
export type ProfileChanges = Partial<Omit<ProfileFormValues, 'address'>> & {
  address?: PostalAddress | null;
};

export const EMPTY_ADDRESS: PostalAddress = {
  street: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
};

/** Product defaults (docs/product.md §9) for anything the server left out. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: true,
  // Off: a new account has no phone number (issue 33).
  sms: false,
  marketing: false,
};

/** The browser's IANA time zone (docs/product.md §9: the default time zone). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every IANA zone the browser knows, plus 'UTC' (the set the server accepts). */
export function supportedTimeZones(): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? [...zones] : [...zones, 'UTC'];
}

/** The form's starting values for a loaded profile; an unset time zone shows the browser's. */
export function profileFormValues(
  profile: ProfileDetails,
  fallbackZone: string,
): ProfileFormValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    address: { ...EMPTY_ADDRESS, ...profile.address },
    // Marketing is one choice, shown once (the "Marketing emails" switch): the consent, which the
    // switch's preference follows.
    notificationPreferences: {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      ...profile.notificationPreferences,
      marketing: profile.marketingConsent ?? false,
    },
    timezone: profile.timezone || fallbackZone,
    preferredLanguage: profile.preferredLanguage || 'en',
    marketingConsent: profile.marketingConsent ?? false,
  };
}

const sameNotifications = (a: NotificationPreferences, b: NotificationPreferences) =>
  a.email === b.email && a.sms === b.sms && a.marketing === b.marketing;

/**
 * The fields of `values` that differ from `saved` (names, phone and address compared trimmed and
 * sent trimmed; the three notification switches travel together). `timezoneUnset`: the server holds no
 * zone yet, so the displayed one (the browser's) is sent with the first save.
 */
export function profileChanges(
  saved: ProfileFormValues,
  values: ProfileFormValues,
  { timezoneUnset = false }: { timezoneUnset?: boolean } = {},
): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const key of ['firstName', 'lastName', 'phoneNumber'] as const) {
    const value = values[key].trim();
    if (value !== saved[key].trim()) changes[key] = value;
  }
  if (!sameAddress(values.address, saved.address)) {
    changes.address = normalisedAddress(values.address);
  }
  if (!sameNotifications(values.notificationPreferences, saved.notificationPreferences)) {
    changes.notificationPreferences = { ...values.notificationPreferences };
  }
  if (values.preferredLanguage !== saved.preferredLanguage) {
    changes.preferredLanguage = values.preferredLanguage;
  }
  if (values.marketingConsent !== saved.marketingConsent) {
    changes.marketingConsent = values.marketingConsent;
  }
  const anyOther = Object.keys(changes).length > 0;
  if (values.timezone !== saved.timezone || (timezoneUnset && anyOther)) {
    changes.timezone = values.timezone;
  }
  return changes;
}
