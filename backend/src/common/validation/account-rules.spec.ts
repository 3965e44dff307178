import {
  emailProblem,
  MESSAGES,
  nameProblem,
  normaliseEmail,
  passwordProblem,
} from './account-rules';

describe('account rules', () => {
  it('accepts a strong password and names each missing kind of character', () => {
    expect(passwordProblem('Str0ng!pass')).toBeNull();
    expect(passwordProblem('short')).toBe(MESSAGES.passwordMin);
    expect(passwordProblem('alllower1!')).toBe(MESSAGES.passwordUpper);
    expect(passwordProblem('ALLUPPER1!')).toBe(MESSAGES.passwordLower);
    expect(passwordProblem('NoNumber!!')).toBe(MESSAGES.passwordNumber);
    expect(passwordProblem('NoSpecial11')).toBe(MESSAGES.passwordSpecial);
    expect(passwordProblem('A1!a'.repeat(33))).toBe(MESSAGES.passwordMax);
  });

  it('treats values that are not text as failing the first rule', () => {
    expect(passwordProblem(12345678)).toBe(MESSAGES.passwordMin);
    expect(passwordProblem(null)).toBe(MESSAGES.passwordMin);
    expect(emailProblem(['a@b.co'])).toBe(MESSAGES.email);
    expect(nameProblem({}, 'firstName')).toBe(MESSAGES.firstName);
  });

  it('checks emails and their length', () => {
    expect(emailProblem('jane.doe+x@example.co.uk')).toBeNull();
    expect(emailProblem('jane@localhost')).toBe(MESSAGES.email);
    expect(emailProblem('not an email')).toBe(MESSAGES.email);
    expect(emailProblem(`${'a'.repeat(250)}@example.com`)).toBe(MESSAGES.emailTooLong);
    expect(normaliseEmail('  Jane@Example.COM ')).toBe('jane@example.com');
  });

  it('requires names of 2 to 50 characters', () => {
    expect(nameProblem('Jo', 'firstName')).toBeNull();
    expect(nameProblem(' J ', 'lastName')).toBe(MESSAGES.lastName);
    expect(nameProblem('x'.repeat(51), 'firstName')).toBe(
      'First name must be at most 50 characters',
    );
  });
});
