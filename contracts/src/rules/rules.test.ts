import {
  confirmPasswordProblem,
  CONTACT_RULES,
  emailProblem,
  FIELD_MESSAGES as M,
  hasControlCharacters,
  hasLoneSurrogates,
  languageProblem,
  loginPasswordProblem,
  marketingConsentProblem,
  nameProblem,
  normaliseEmail,
  notificationPreferencesProblem,
  PASSWORD_RULES,
  passwordProblem,
  phoneProblem,
  timezoneProblem,
} from '../index';

describe('account rules (docs/product.md §5)', () => {
  it('accepts a strong password and names each missing kind of character, in order', () => {
    expect(passwordProblem('Str0ng!pass')).toBeNull();
    expect(passwordProblem('short')).toBe(M.passwordMin);
    expect(passwordProblem('alllower1!')).toBe(M.passwordUpper);
    expect(passwordProblem('ALLUPPER1!')).toBe(M.passwordLower);
    expect(passwordProblem('NoNumber!!')).toBe(M.passwordNumber);
    expect(passwordProblem('NoSpecial11')).toBe(M.passwordSpecial);
    expect(passwordProblem('A1!a'.repeat(33))).toBe(M.passwordMax);
  });

  it('counts letters and digits of every script, the same in the browser and on the server', () => {
    expect(passwordProblem('Ärger-über1')).toBeNull();
    expect(passwordProblem('ölçüm-ŞEHİR٣')).toBeNull();
    // Only a non-ASCII capital: refused by the browser's old /[A-Z]/ copy, accepted by the server.
    expect(passwordProblem('Ölçüm-été1')).toBeNull();
    expect(passwordProblem('ÉCOLE-ÉTÉ1')).toBe(M.passwordLower);
  });

  it('gives the checklist the same rules as the validation, with their labels', () => {
    expect(PASSWORD_RULES.map((r) => r.id)).toEqual([
      'length',
      'uppercase',
      'lowercase',
      'number',
      'special',
    ]);
    expect(PASSWORD_RULES.every((r) => r.test('Secret123!'))).toBe(true);
    expect(PASSWORD_RULES.find((r) => r.id === 'length')!.test('1234567')).toBe(false);
  });

  it('asks sign-in for the length rule only', () => {
    expect(loginPasswordProblem('alllower')).toBeNull();
    expect(loginPasswordProblem('short')).toBe(M.passwordMin);
    expect(loginPasswordProblem('x'.repeat(129))).toBe(M.passwordMax);
  });

  it('treats values that are not text as failing the first rule', () => {
    expect(passwordProblem(12345678)).toBe(M.passwordMin);
    expect(passwordProblem(null)).toBe(M.passwordMin);
    expect(emailProblem(['a@b.co'])).toBe(M.emailInvalid);
    expect(nameProblem({}, 'firstName')).toBe(M.firstNameRequired);
  });

  it('checks emails and their length, and compares them lower-cased', () => {
    expect(emailProblem('jane.doe+x@example.co.uk')).toBeNull();
    expect(emailProblem('jane@localhost')).toBe(M.emailInvalid);
    expect(emailProblem('not an email')).toBe(M.emailInvalid);
    expect(emailProblem(`${'a'.repeat(250)}@example.com`)).toBe(M.emailTooLong);
    expect(normaliseEmail('  Jane@Example.COM ')).toBe('jane@example.com');
  });

  it('requires names of 2 to 50 characters and matching confirmations', () => {
    expect(nameProblem('Jo', 'firstName')).toBeNull();
    expect(nameProblem(' J ', 'lastName')).toBe(M.lastNameRequired);
    expect(nameProblem('x'.repeat(51), 'firstName')).toBe(M.firstNameMax);
    expect(confirmPasswordProblem('Secret1!', 'Secret1!')).toBeNull();
    expect(confirmPasswordProblem('Secret1!', 'Secret2!')).toBe(M.passwordsDontMatch);
  });
});

describe('profile rules', () => {
  it('accepts no phone number or one with 7 to 15 digits', () => {
    expect(phoneProblem('')).toBeNull();
    expect(phoneProblem('+44 (0)20 7946-0958')).toBeNull();
    expect(phoneProblem('1234567')).toBeNull();
    expect(phoneProblem('123456')).toBe(M.phoneInvalid);
    expect(phoneProblem('1234567890123456')).toBe(M.phoneInvalid);
    expect(phoneProblem('44+20 7946 0958')).toBe(M.phoneInvalid);
    expect(phoneProblem('0207 946 0958 ext')).toBe(M.phoneInvalid);
    expect(phoneProblem(null)).toBe(M.phoneInvalid);
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
      expect(notificationPreferencesProblem(bad)).toBe(M.notificationPreferences);
    }
  });

  it('knows IANA zones, their aliases and UTC; nothing else', () => {
    for (const zone of ['UTC', 'Europe/London', 'America/Argentina/Buenos_Aires', 'Asia/Calcutta'])
      expect(timezoneProblem(zone)).toBeNull();
    expect(timezoneProblem(null)).toBeNull();
    for (const bad of ['', 'Nowhere/Atlantis', '+01:00', 'Europe/London; DROP', 7, 'x'.repeat(65)])
      expect(timezoneProblem(bad)).toBe(M.timezoneUnknown);
  });

  it('supports English only and boolean consent', () => {
    expect(languageProblem('en')).toBeNull();
    expect(languageProblem('EN')).toBe(M.languageUnsupported);
    expect(marketingConsentProblem(false)).toBeNull();
    expect(marketingConsentProblem('false')).toBe(M.marketingConsent);
  });
});

describe('text rules', () => {
  it('requires every contact field and bounds its length', () => {
    expect(CONTACT_RULES.name('')).toBe('Name is required');
    expect(CONTACT_RULES.email(undefined)).toBe('Email is required');
    expect(CONTACT_RULES.email('x')).toBe(M.emailInvalid);
    expect(CONTACT_RULES.subject('x'.repeat(201))).toBe('Subject must be at most 200 characters');
    expect(CONTACT_RULES.message(42)).toBe('Message must be text');
    expect(CONTACT_RULES.message('Hello')).toBeNull();
  });

  it('spots control characters but allows tabs and line breaks', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\u001bb')).toBe(true);
    expect(hasControlCharacters('line one\nline two\ttabbed\r\n')).toBe(false);
  });

  it('spots lone UTF-16 surrogates but allows pairs (emoji)', () => {
    expect(hasLoneSurrogates('a\ud800b')).toBe(true);
    expect(hasLoneSurrogates('\udc00')).toBe(true);
    expect(hasLoneSurrogates('x\ud83d')).toBe(true);
    expect(hasLoneSurrogates('Rolex \ud83d\udc8e watch')).toBe(false);
    expect(hasLoneSurrogates('Café')).toBe(false);
  });
});
