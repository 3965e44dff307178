import { UpdateProfileDto } from './dto/update-profile.dto';
import { exportFileName, profilePatch } from './profile.service';
import {
  booleanProblem,
  languageProblem,
  notificationPreferencesProblem,
  phoneProblem,
  PROFILE_MESSAGES,
  timezoneProblem,
} from './profile.rules';
import { defaultPasskeyName } from '../webauthn/passkey-name';

describe('profile rules', () => {
  it('accepts no phone number or one with 7 to 15 digits', () => {
    expect(phoneProblem('')).toBeNull();
    expect(phoneProblem('+44 (0)20 7946-0958')).toBeNull();
    expect(phoneProblem('1234567')).toBeNull();
    expect(phoneProblem('123456')).toBe(PROFILE_MESSAGES.phone);
    expect(phoneProblem('1234567890123456')).toBe(PROFILE_MESSAGES.phone);
    expect(phoneProblem('44+20 7946 0958')).toBe(PROFILE_MESSAGES.phone);
    expect(phoneProblem('0207 946 0958 ext')).toBe(PROFILE_MESSAGES.phone);
    expect(phoneProblem(null)).toBe(PROFILE_MESSAGES.phone);
  });

  it('wants exactly the three notification booleans', () => {
    expect(notificationPreferencesProblem({ email: true, sms: false, marketing: true })).toBeNull();
    for (const bad of [
      null,
      'yes',
      [],
      {},
      { email: true, sms: false },
      { email: true, sms: false, marketing: 1 },
      { email: true, sms: false, marketing: true, push: false },
    ]) {
      expect(notificationPreferencesProblem(bad)).toBe(PROFILE_MESSAGES.notificationPreferences);
    }
  });

  it('knows IANA zones, their aliases and UTC; nothing else', () => {
    for (const zone of ['UTC', 'Europe/London', 'America/Argentina/Buenos_Aires', 'Asia/Calcutta'])
      expect(timezoneProblem(zone)).toBeNull();
    expect(timezoneProblem(null)).toBeNull();
    for (const bad of ['', 'Nowhere/Atlantis', '+01:00', 'Europe/London; DROP', 7, 'x'.repeat(65)])
      expect(timezoneProblem(bad)).toBe(PROFILE_MESSAGES.timezone);
  });

  it('supports English only and boolean consent', () => {
    expect(languageProblem('en')).toBeNull();
    expect(languageProblem('EN')).toBe(PROFILE_MESSAGES.language);
    expect(booleanProblem(false)).toBeNull();
    expect(booleanProblem('false')).toBe(PROFILE_MESSAGES.marketingConsent);
  });
});

describe('profile service helpers', () => {
  it('patches only the fields that were sent, and copies the three preferences', () => {
    const dto = Object.assign(new UpdateProfileDto(), {
      firstName: 'Jo',
      timezone: null,
      notificationPreferences: { email: false, sms: false, marketing: true },
    });
    expect(profilePatch(dto)).toEqual({
      firstName: 'Jo',
      timezone: null,
      notificationPreferences: { email: false, sms: false, marketing: true },
    });
    expect(profilePatch(new UpdateProfileDto())).toEqual({});
  });

  it('names the export after the UTC date', () => {
    expect(exportFileName(new Date('2025-03-09T23:59:00Z'))).toBe(
      'luxe-valuations-my-data-2025-03-09.json',
    );
  });

  it('names a passkey after the browser and system, else the date', () => {
    const now = new Date('2025-11-24T10:00:00Z');
    expect(
      defaultPasskeyName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
        now,
      ),
    ).toBe('Safari on macOS');
    expect(
      defaultPasskeyName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        now,
      ),
    ).toBe('Edge on Windows');
    expect(
      defaultPasskeyName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
        now,
      ),
    ).toBe('Chrome on iPhone');
    expect(defaultPasskeyName(null, now)).toBe('Passkey (24/11/2025)');
  });
});
