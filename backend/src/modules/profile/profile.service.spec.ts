import { UpdateProfileDto } from './dto/update-profile.dto';
import { exportFileName, profilePatch } from './profile.service';
import { defaultPasskeyName } from '../webauthn';

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
