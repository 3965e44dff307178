import { PASSWORD_RULES as passwordRules } from '@valuation/contracts';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from './schemas';

const firstError = async (
  schema: { validate: (v: unknown) => Promise<unknown> },
  value: unknown,
) => {
  try {
    await schema.validate(value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

const validRegister = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  password: 'Secret123!',
  confirmPassword: 'Secret123!',
};

describe('loginSchema', () => {
  it('accepts a valid email and an 8-character password', async () => {
    await expect(
      firstError(loginSchema, { email: 'a@b.co', password: '12345678' }),
    ).resolves.toBeUndefined();
  });
  it('uses the product messages', async () => {
    await expect(firstError(loginSchema, { email: '', password: '12345678' })).resolves.toBe(
      'Email is required',
    );
    await expect(firstError(loginSchema, { email: 'nope', password: '12345678' })).resolves.toBe(
      'Invalid email address',
    );
    await expect(firstError(loginSchema, { email: 'a@b.co', password: '' })).resolves.toBe(
      'Password is required',
    );
    await expect(firstError(loginSchema, { email: 'a@b.co', password: 'short' })).resolves.toBe(
      'Password must be at least 8 characters',
    );
  });
});

describe('registerSchema', () => {
  it('accepts a complete valid form', async () => {
    await expect(firstError(registerSchema, validRegister)).resolves.toBeUndefined();
  });
  it.each([
    ['secret123!', 'Password must contain at least one uppercase letter'],
    ['SECRET123!', 'Password must contain at least one lowercase letter'],
    ['SecretPass!', 'Password must contain at least one number'],
    ['Secret1234', 'Password must contain at least one special character'],
    ['Se1!', 'Password must be at least 8 characters'],
  ])('rejects %s with "%s"', async (password, message) => {
    await expect(
      firstError(registerSchema, { ...validRegister, password, confirmPassword: password }),
    ).resolves.toBe(message);
  });
  it('reports a mismatching confirmation on confirmPassword', async () => {
    await expect(
      registerSchema.validateAt('confirmPassword', {
        ...validRegister,
        confirmPassword: 'Other123!',
      }),
    ).rejects.toThrow("Passwords don't match");
  });
  it('requires names of at least 2 characters', async () => {
    await expect(
      registerSchema.validateAt('firstName', { ...validRegister, firstName: 'J' }),
    ).rejects.toThrow('First name is required');
    await expect(
      registerSchema.validateAt('lastName', { ...validRegister, lastName: ' ' }),
    ).rejects.toThrow('Last name is required');
  });
});

describe('forgotPasswordSchema and resetPasswordSchema', () => {
  it('forgot password needs only an email', async () => {
    await expect(firstError(forgotPasswordSchema, { email: 'a@b.co' })).resolves.toBeUndefined();
    await expect(firstError(forgotPasswordSchema, { email: 'x' })).resolves.toBe(
      'Invalid email address',
    );
  });
  it('reset password applies the register rules', async () => {
    await expect(
      firstError(resetPasswordSchema, { password: 'Secret123!', confirmPassword: 'Secret123!' }),
    ).resolves.toBeUndefined();
    await expect(
      firstError(resetPasswordSchema, { password: 'secret123!', confirmPassword: 'secret123!' }),
    ).resolves.toBe('Password must contain at least one uppercase letter');
  });
});

describe('passwordRules', () => {
  it('lists the five rules with working tests', () => {
    expect(passwordRules.map((rule) => rule.id)).toEqual([
      'length',
      'uppercase',
      'lowercase',
      'number',
      'special',
    ]);
    expect(passwordRules.every((rule) => rule.test('Secret123!'))).toBe(true);
    expect(passwordRules.find((rule) => rule.id === 'length')!.test('1234567')).toBe(false);
  });
});
