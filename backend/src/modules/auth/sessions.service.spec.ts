import { JwtService } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import { IsNull } from 'typeorm';
import { fakeQueryBuilder } from '../../common/testing/fake-query-builder';
import { Clock } from '../../infrastructure/clock/clock';
import { SessionCacheService } from '../../infrastructure/session-cache/session-cache.service';
import { SessionEndService } from './session-end/session-end.service';
import type { AuthenticatedUser } from './auth.types';
import { SessionsService } from './sessions.service';

const USER = {
  id: '6f1c2a4e-1b2c-4d5e-8f90-0a1b2c3d4e5f',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'customer' as const,
  createdAt: new Date('2025-01-02T03:04:05Z'),
};
const SESSION_ID = '0b7d4c1e-2f3a-4b5c-9d8e-7f6a5b4c3d2e';

function setup(found: unknown = null) {
  const jwt = new JwtService({
    secret: createSecretKey(Buffer.from('s'.repeat(48))),
    signOptions: { algorithm: 'HS256', expiresIn: 900 },
    verifyOptions: { algorithms: ['HS256'] },
  });
  const lookup = fakeQueryBuilder({ getOne: found });
  const sessions = {
    create: jest.fn((v: object) => v),
    save: jest.fn(async (v: object) => ({ ...v, id: SESSION_ID })),
    update: jest.fn(async () => ({ affected: 1 })),
    createQueryBuilder: jest.fn(() => lookup.qb),
  };
  const refreshTokens = {
    issue: jest.fn(async () => 'first-refresh'),
    rotate: jest.fn(async () => ({ sessionId: SESSION_ID, user: USER, refreshToken: 'next' })),
    replaceAll: jest.fn(async () => 'replaced'),
    sessionIdOf: jest.fn(async () => SESSION_ID),
  };
  // The real cache, on the embedded database's terms (one process: local eviction only).
  const cache = new SessionCacheService<AuthenticatedUser>(
    { getOrThrow: () => ({ url: null }) } as never,
    new Clock(),
    {} as never,
  );
  const ending = new SessionEndService(sessions as never, cache, {
    publish: () => undefined,
  } as never);
  const service = new SessionsService(
    sessions as never,
    refreshTokens as never,
    jwt,
    cache,
    ending,
  );
  return { service, sessions, refreshTokens, jwt, lookup, cache, ending };
}

describe('SessionsService', () => {
  it('starts a session: the row (address and agent cut to size), a refresh token, an access token', async () => {
    const { service, sessions, refreshTokens, jwt } = setup();
    const issued = await service.start(USER, { ip: '1'.repeat(80), userAgent: 'a'.repeat(600) });
    const saved = sessions.save.mock.calls[0][0] as { ip: string; userAgent: string };
    expect(saved).toMatchObject({ userId: USER.id });
    expect(saved.ip).toHaveLength(64);
    expect(saved.userAgent).toHaveLength(512);
    expect(refreshTokens.issue).toHaveBeenCalledWith(SESSION_ID);
    expect(issued.refreshToken).toBe('first-refresh');
    expect(issued.user).toEqual({ ...USER, createdAt: '2025-01-02T03:04:05.000Z' });
    expect(await jwt.verifyAsync(issued.token)).toMatchObject({
      sub: USER.id,
      sid: SESSION_ID,
      role: 'customer',
    });
  });

  it('refreshes through the token family and notes where the session was last used', async () => {
    const { service, sessions, jwt } = setup();
    const issued = await service.refresh('cookie', { ip: '10.0.0.1', userAgent: null });
    expect(issued.refreshToken).toBe('next');
    expect((await jwt.verifyAsync(issued.token)).sid).toBe(SESSION_ID);
    expect(sessions.update).toHaveBeenCalledWith(
      { id: SESSION_ID },
      expect.objectContaining({ ip: '10.0.0.1', userAgent: null }),
    );
  });

  it('validates access only for well-formed claims, without a query otherwise', async () => {
    const { service, sessions } = setup();
    for (const payload of [{}, { sub: USER.id }, { sub: 'x', sid: SESSION_ID }, { sub: 1, sid: 2 }])
      expect(await service.validateAccess(payload as never)).toBeNull();
    expect(sessions.createQueryBuilder).not.toHaveBeenCalled();
  });

  it('gives the guard the account with its session id, or null when the session is gone', async () => {
    const found = { id: SESSION_ID, user: { ...USER, disabledAt: null } };
    expect(await setup(found).service.validateAccess({ sub: USER.id, sid: SESSION_ID })).toEqual({
      ...USER,
      disabledAt: null,
      sessionId: SESSION_ID,
    });
    expect(await setup(null).service.validateAccess({ sub: USER.id, sid: SESSION_ID })).toBeNull();
  });

  it('answers a checked session from memory until it or its account is evicted', async () => {
    const found = { id: SESSION_ID, user: { ...USER, disabledAt: null } };
    const { service, sessions, cache, ending } = setup(found);
    const claims = { sub: USER.id, sid: SESSION_ID };
    expect(await service.validateAccess(claims)).toMatchObject({ id: USER.id });
    expect(await service.validateAccess(claims)).toMatchObject({ id: USER.id });
    expect(sessions.createQueryBuilder).toHaveBeenCalledTimes(1);
    // The same session id with another subject is refused, from memory too.
    expect(await service.validateAccess({ sub: SESSION_ID, sid: SESSION_ID })).toBeNull();

    await ending.end(SESSION_ID);
    expect(cache.get(SESSION_ID)).toBeNull();
    await service.validateAccess(claims);
    await ending.endAll(USER.id);
    expect(cache.get(SESSION_ID)).toBeNull();
    expect(sessions.createQueryBuilder).toHaveBeenCalledTimes(2);
  });

  it('does not cache a read that began before an eviction', async () => {
    const found = { id: SESSION_ID, user: { ...USER, disabledAt: null } };
    const { service, cache } = setup(found);
    const reading = service.validateAccess({ sub: USER.id, sid: SESSION_ID });
    await cache.evictUser(USER.id); // e.g. the account is disabled while the query runs
    await reading;
    expect(cache.get(SESSION_ID)).toBeNull();
  });

  it('ends the session of the cookie and of the bearer token, and never fails', async () => {
    const { service, sessions, jwt, refreshTokens } = setup();
    const bearer = await jwt.signAsync({ sub: USER.id, sid: USER.id, role: 'customer' });
    await service.end('cookie', bearer);
    expect(sessions.update.mock.calls.map((c: unknown[]) => c[0])).toEqual([
      { id: SESSION_ID, revokedAt: IsNull() },
      { id: USER.id, revokedAt: IsNull() },
    ]);
    refreshTokens.sessionIdOf.mockRejectedValueOnce(new Error('database down'));
    await expect(service.end('cookie', 'not-a-jwt')).resolves.toBeUndefined();
  });
});
