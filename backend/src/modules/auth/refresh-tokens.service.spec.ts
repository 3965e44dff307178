import { Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { IsNull } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { fakeQueryBuilder } from '../../common/testing/fake-query-builder';
import { claimOne } from '../../database/atomic-claim';
import { RefreshTokensService } from './refresh-tokens.service';
import { hashToken } from '../../infrastructure/signing/tokens';

jest.mock('../../database/atomic-claim', () => ({ claimOne: jest.fn() }));
const claim = claimOne as jest.MockedFunction<typeof claimOne>;

const NOW = new Date('2025-11-24T10:00:00Z');
const secondsAgo = (s: number) => new Date(NOW.getTime() - s * 1000);

function config(jwtSecret = 'x'.repeat(48)): ConfigService {
  const auth = { jwtSecret, refreshTokenTtlDays: 30, refreshReuseGraceSeconds: 10 };
  return { getOrThrow: () => auth } as unknown as ConfigService;
}

/** A stored token row as the lookup returns it, with its session and account. */
function row(over: { usedAt?: Date | null; revokedAt?: Date | null; disabledAt?: Date | null }) {
  return {
    id: 'token-1',
    usedAt: over.usedAt ?? null,
    expiresAt: new Date(NOW.getTime() + 86_400_000),
    session: {
      id: 'session-1',
      revokedAt: over.revokedAt ?? null,
      user: { id: 'user-1', role: 'customer', disabledAt: over.disabledAt ?? null },
    },
  };
}

function setup(found: unknown, secret?: string) {
  const lookup = fakeQueryBuilder({ getOne: found });
  const insert = fakeQueryBuilder();
  const tokens = {
    createQueryBuilder: jest.fn((alias?: string) => (alias ? lookup.qb : insert.qb)),
    delete: jest.fn(async () => ({ affected: 2 })),
    findOne: jest.fn(),
  };
  const ending = { end: jest.fn(async () => undefined) };
  const service = new RefreshTokensService(config(secret), tokens as never, ending as never);
  service.now = () => NOW;
  return { service, tokens, ending, insert };
}

function stored(insert: ReturnType<typeof fakeQueryBuilder>): string[] {
  return insert.calls
    .filter(([name]) => name === 'values')
    .map(([, args]) => (args[0] as { tokenHash: string }).tokenHash);
}

describe('RefreshTokensService', () => {
  beforeAll(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  beforeEach(() => claim.mockReset().mockResolvedValue({ id: 'token-1' }));

  it('derives one successor per token, unguessable without the server key', () => {
    const { service } = setup(null);
    const other = setup(null, 'y'.repeat(48)).service;
    expect(service.successorOf('abc')).toBe(service.successorOf('abc'));
    expect(service.successorOf('abc')).not.toBe(service.successorOf('abd'));
    expect(other.successorOf('abc')).not.toBe(service.successorOf('abc'));
    expect(service.successorOf('abc')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('rotates an unused token: stores the successor (hashed), then claims the token once', async () => {
    const { service, insert } = setup(row({}));
    const rotation = await service.rotate('cookie-value');
    expect(rotation).toMatchObject({ sessionId: 'session-1', user: { id: 'user-1' } });
    expect(rotation.refreshToken).toBe(service.successorOf('cookie-value'));
    expect(stored(insert)).toEqual([hashToken(rotation.refreshToken)]);
    expect(claim).toHaveBeenCalledWith(
      expect.anything(),
      { id: 'token-1', usedAt: IsNull() },
      { usedAt: NOW },
      ['id'],
    );
  });

  it('answers the same successor to a request that lost the race for the claim', async () => {
    claim.mockResolvedValue(null);
    const { service, ending } = setup(row({}));
    const rotation = await service.rotate('cookie-value');
    expect(rotation.refreshToken).toBe(service.successorOf('cookie-value'));
    expect(ending.end).not.toHaveBeenCalled();
  });

  it('answers the same successor to a token rotated within the grace period', async () => {
    const { service, ending, insert } = setup(row({ usedAt: secondsAgo(10) }));
    const rotation = await service.rotate('cookie-value');
    expect(rotation.refreshToken).toBe(service.successorOf('cookie-value'));
    expect(stored(insert)).toEqual([]);
    expect(claim).not.toHaveBeenCalled();
    expect(ending.end).not.toHaveBeenCalled();
  });

  it('revokes the whole family when a rotated token comes back after the grace period', async () => {
    const { service, ending } = setup(row({ usedAt: secondsAgo(11) }));
    await expect(service.rotate('cookie-value')).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
    });
    // The one place that ends a session: revoked, evicted from the cache, its sockets closed.
    expect(ending.end).toHaveBeenCalledWith('session-1', NOW);
  });

  it.each([
    ['an unknown token', null],
    ['a revoked session', row({ revokedAt: secondsAgo(60) })],
    ['a disabled account', row({ disabledAt: secondsAgo(60) })],
    ['a revoked session within the grace period', row({ revokedAt: NOW, usedAt: NOW })],
  ])('refuses %s without issuing anything', async (_label, found) => {
    const { service, insert } = setup(found);
    const error = await service.rotate('cookie-value').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).sentence).toBe('Your session has expired. Please sign in again.');
    expect(stored(insert)).toEqual([]);
  });

  it('refuses a missing or oversized cookie without a lookup', async () => {
    const { service, tokens } = setup(row({}));
    await expect(service.rotate(undefined)).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    await expect(service.rotate('x'.repeat(201))).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
    });
    expect(tokens.createQueryBuilder).not.toHaveBeenCalled();
  });

  it('replaceAll ends every token of the session and issues a new random one', async () => {
    const { service, tokens, insert } = setup(null);
    const fresh = await service.replaceAll('session-1');
    expect(tokens.delete).toHaveBeenCalledWith({ sessionId: 'session-1' });
    expect(stored(insert)).toEqual([hashToken(fresh)]);
    expect(await service.replaceAll('session-1')).not.toBe(fresh);
  });
});
