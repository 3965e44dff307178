import { profileChanges, profileFormValues, supportedTimeZones } from './profileValues';

const saved = profileFormValues(
  {
    email: 'a@b.co',
    firstName: 'Amelia',
    lastName: 'Hart',
    phoneNumber: '',
    notificationPreferences: { email: true, sms: true, marketing: false },
    timezone: null,
    preferredLanguage: 'en',
    marketingConsent: false,
  },
  'Europe/London',
);

describe('profileFormValues', () => {
  it('shows the fallback zone while the server holds none', () => {
    expect(saved.timezone).toBe('Europe/London');
  });
});

describe('profileChanges', () => {
  it('is empty when nothing changed (whitespace around names does not count)', () => {
    expect(profileChanges(saved, { ...saved, firstName: ' Amelia ' })).toEqual({});
    expect(profileChanges(saved, saved, { timezoneUnset: true })).toEqual({});
  });

  it('returns only changed fields, trimmed, and the three switches together', () => {
    expect(
      profileChanges(saved, {
        ...saved,
        lastName: ' Hartley ',
        notificationPreferences: { email: true, sms: true, marketing: true },
      }),
    ).toEqual({
      lastName: 'Hartley',
      notificationPreferences: { email: true, sms: true, marketing: true },
    });
  });

  it('sends the displayed zone with the first save, and a changed zone always', () => {
    expect(
      profileChanges(saved, { ...saved, marketingConsent: true }, { timezoneUnset: true }),
    ).toEqual({
      marketingConsent: true,
      timezone: 'Europe/London',
    });
    expect(profileChanges(saved, { ...saved, timezone: 'Asia/Tokyo' })).toEqual({
      timezone: 'Asia/Tokyo',
    });
  });
});

describe('supportedTimeZones', () => {
  it('lists the IANA zones plus UTC', () => {
    const zones = supportedTimeZones();
    expect(zones).toContain('Europe/London');
    expect(zones).toContain('UTC');
  });
});
