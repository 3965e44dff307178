import { changePasswordSchema, isValidPhoneNumber, profileSchema } from './schemas';

const validProfile = {
  firstName: 'Amelia',
  lastName: 'Hart',
  phoneNumber: '',
  timezone: 'Europe/London',
  preferredLanguage: 'en',
  marketingConsent: false,
  notificationPreferences: { email: true, sms: true, marketing: false },
};

describe('isValidPhoneNumber', () => {
  it.each(['', '+44 20 7946 0000', '(020) 7946-0000', '07946.000.000', '1234567'])(
    'accepts %p',
    (phone) => expect(isValidPhoneNumber(phone)).toBe(true),
  );
  it.each(['123456', '1234567890123456', '+44 20 abc', '44+20 7946 0000', '++447946000000'])(
    'rejects %p',
    (phone) => expect(isValidPhoneNumber(phone)).toBe(false),
  );
});

describe('profileSchema', () => {
  it('accepts a complete profile', async () => {
    await expect(profileSchema.isValid(validProfile)).resolves.toBe(true);
  });
  it('uses the register messages for names and the phone message', async () => {
    await expect(
      profileSchema.validateAt('firstName', { ...validProfile, firstName: ' J ' }),
    ).rejects.toThrow('First name is required');
    await expect(
      profileSchema.validateAt('lastName', { ...validProfile, lastName: '' }),
    ).rejects.toThrow('Last name is required');
    await expect(
      profileSchema.validateAt('phoneNumber', { ...validProfile, phoneNumber: 'call me' }),
    ).rejects.toThrow('Please enter a valid phone number');
    await expect(
      profileSchema.validateAt('preferredLanguage', { ...validProfile, preferredLanguage: 'fr' }),
    ).rejects.toThrow('Unsupported language');
  });
});

describe('changePasswordSchema', () => {
  const valid = {
    currentPassword: 'anything',
    newPassword: 'Sapphire#2026',
    confirmPassword: 'Sapphire#2026',
  };
  it('accepts a strong, confirmed new password', async () => {
    await expect(changePasswordSchema.isValid(valid)).resolves.toBe(true);
  });
  it('needs the current password, the register rules and a matching confirmation', async () => {
    await expect(
      changePasswordSchema.validateAt('currentPassword', { ...valid, currentPassword: '' }),
    ).rejects.toThrow('Current password is required');
    await expect(
      changePasswordSchema.validateAt('newPassword', { ...valid, newPassword: 'Sapphire2026' }),
    ).rejects.toThrow('Password must contain at least one special character');
    await expect(
      changePasswordSchema.validateAt('confirmPassword', { ...valid, confirmPassword: 'x' }),
    ).rejects.toThrow("Passwords don't match");
  });
});
