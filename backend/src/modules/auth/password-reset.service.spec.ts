import { ConfigService } from '@nestjs/config';
import { IsNull, MoreThan } from 'typeorm';
import { claimOne } from '../../database/atomic-claim';
import { PasswordResetService } from './password-reset.service';
import { hashToken } from '../../infrastructure/signing/tokens';

jest.mock('../../database/atomic-claim', () => ({ claimOne: jest.fn() }));
const claim = claimOne as jest.MockedFunction<typeof claimOne>;

const USER = { id: 'user-1', email: 'jane@example.com', firstName: 'Jane', disabledAt: null };

function setup(account: object | null) {
  const config = {
    getOrThrow: (key: string) =>
      key === 'auth' ? { resetTokenTtlMinutes: 60 } : { publicUrl: 'https://luxe.example' },
  } as unknown as ConfigService;
  const tokens = {
    update: jest.fn(async () => ({ affected: 0 })),
    exists: jest.fn(async () => false),
    insert: jest.fn(async () => ({})),
  };
  const users = {
    findByEmailWithHash: jest.fn(async () => account),
    setPasswordHash: jest.fn(async () => undefined),
  };
  const passwords = { hash: jest.fn(async (p: string) => `hashed:${p}`) };
  const ending = { endAll: jest.fn(async () => undefined) };
  const mail = { send: jest.fn() };
  const rateLimit = { consume: jest.fn(async () => undefined) };
  const service = new PasswordResetService(
    config,
    tokens as never,
    users as never,
    passwords as never,
    ending as never,
    mail as never,
    rateLimit as never,
  );
  return { service, tokens, users, ending, mail, rateLimit };
}

describe('PasswordResetService', () => {
  beforeEach(() => claim.mockReset());

  it('mails a single-use link whose token is stored only hashed, replacing earlier links', async () => {
    const { service, tokens, mail, rateLimit } = setup(USER);
    await service.request('jane@example.com', { ip: '10.0.0.1', userAgent: null });
    expect(rateLimit.consume.mock.calls).toEqual([
      ['resetIp', '10.0.0.1'],
      ['resetAccount', 'jane@example.com'],
    ]);
    expect(tokens.update).toHaveBeenCalledWith(
      { userId: 'user-1', usedAt: IsNull() },
      expect.anything(),
    );
    const [to, message] = mail.send.mock.calls[0];
    expect(to).toBe('jane@example.com');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(JSON.stringify(message))![1];
    expect(tokens.insert).toHaveBeenCalledWith(
      expect.objectContaining({ tokenHash: hashToken(token), userId: 'user-1' }),
    );
  });

  it.each([
    ['an unknown account', null],
    ['a disabled account', { ...USER, disabledAt: new Date() }],
  ])('sends nothing and stores nothing for %s', async (_label, account) => {
    const { service, tokens, mail } = setup(account);
    await expect(
      service.request('who@example.com', { ip: '10.0.0.1', userAgent: null }),
    ).resolves.toBeUndefined();
    expect(tokens.insert).not.toHaveBeenCalled();
    expect(mail.send).not.toHaveBeenCalled();
  });

  it('a used, expired or unknown link changes nothing', async () => {
    claim.mockResolvedValue(null);
    const { service, users, ending } = setup(USER);
    await expect(service.confirm('token', 'N3w!password')).rejects.toMatchObject({
      code: 'RESET_LINK_INVALID',
      sentence: 'This reset link is invalid or has expired.',
    });
    expect(users.setPasswordHash).not.toHaveBeenCalled();
    expect(ending.endAll).not.toHaveBeenCalled();
  });

  it('a valid link is claimed once, sets the password and ends every session', async () => {
    claim.mockResolvedValue({ userId: 'user-1' });
    const { service, users, ending } = setup(USER);
    await service.confirm('token', 'N3w!password');
    expect(claim).toHaveBeenCalledWith(
      expect.anything(),
      { tokenHash: hashToken('token'), usedAt: IsNull(), expiresAt: MoreThan(expect.any(Date)) },
      { usedAt: expect.any(Date) },
      ['userId'],
    );
    expect(users.setPasswordHash).toHaveBeenCalledWith('user-1', 'hashed:N3w!password');
    expect(ending.endAll).toHaveBeenCalledWith('user-1');
  });
});
