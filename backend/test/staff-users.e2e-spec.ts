import { randomUUID } from 'node:crypto';
import { bootApp, register, TestApp, uniqueEmail, uniqueIp } from './helpers/test-app';

const ADMIN_PASSWORD = 'Adm1n!secret';

describe('staff users (admin only)', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  const adminEmail = uniqueEmail('admin');
  const tag = randomUUID().slice(0, 8);

  beforeAll(async () => {
    t = await bootApp({ ADMIN_EMAIL: adminEmail.toUpperCase(), ADMIN_PASSWORD });
    const res = await t.call('POST', '/api/auth/login', {
      body: { email: adminEmail, password: ADMIN_PASSWORD },
      ip: uniqueIp(),
    });
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('admin');
    admin = res.body.token;
    adminId = res.body.user.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('401 without a token; 403 for customers and experts', async () => {
    expect((await t.call('GET', '/api/staff/users')).status).toBe(401);
    const customer = await register(t);
    const forbidden = await t.call('GET', '/api/staff/users', { token: customer.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({
      error: 'You do not have permission to do this.',
      statusCode: 403,
    });

    const expert = await register(t);
    const set = await t.call('PATCH', `/api/staff/users/${expert.id}/role`, {
      token: admin,
      body: { role: 'expert' },
    });
    expect(set.status).toBe(200);
    expect(set.body.user.role).toBe('expert');
    // The role is read from the database on each request: the same token is now an expert's.
    expect((await t.call('GET', '/api/staff/users', { token: expert.token })).status).toBe(403);
    expect(
      (await t.call('POST', `/api/staff/users/${customer.id}/disable`, { token: expert.token }))
        .status,
    ).toBe(403);
  });

  it('lists, searches by email or name, filters by role and paginates', async () => {
    const a = await register(t, {
      email: uniqueEmail(`find-${tag}`),
      firstName: `Zed${tag}`,
      lastName: 'Alpha',
    });
    const b = await register(t, {
      email: uniqueEmail(`find-${tag}`),
      firstName: 'Yan',
      lastName: `Beta${tag}`,
    });
    await t.call('PATCH', `/api/staff/users/${b.id}/role`, {
      token: admin,
      body: { role: 'expert' },
    });

    const all = await t.call('GET', '/api/staff/users', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, pageSize: 20 });
    expect(all.body.total).toBeGreaterThanOrEqual(3);

    const byEmail = await t.call('GET', `/api/staff/users?search=FIND-${tag}`, { token: admin });
    expect(byEmail.body.total).toBe(2);
    expect(byEmail.body.items.map((u: { id: string }) => u.id).sort()).toEqual([a.id, b.id].sort());
    expect(byEmail.body.items[0]).toEqual({
      id: expect.any(String),
      email: expect.any(String),
      firstName: expect.any(String),
      lastName: expect.any(String),
      role: expect.any(String),
      createdAt: expect.any(String),
      disabled: false,
    });

    const byName = await t.call(
      'GET',
      `/api/staff/users?search=${encodeURIComponent(`zed${tag} alpha`)}`,
      { token: admin },
    );
    expect(byName.body.items.map((u: { id: string }) => u.id)).toEqual([a.id]);

    const experts = await t.call('GET', `/api/staff/users?search=find-${tag}&role=expert`, {
      token: admin,
    });
    expect(experts.body.items.map((u: { id: string }) => u.id)).toEqual([b.id]);

    const page2 = await t.call('GET', `/api/staff/users?search=find-${tag}&page=2&pageSize=1`, {
      token: admin,
    });
    expect(page2.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.body.items).toHaveLength(1);

    const wildcard = await t.call('GET', '/api/staff/users?search=%25', { token: admin });
    expect(wildcard.status).toBe(200);
    expect(wildcard.body.total).toBe(0);

    const empty = await t.call('GET', '/api/staff/users?search=&role=', { token: admin });
    expect(empty.status).toBe(200);
  });

  it('validates the query', async () => {
    const res = await t.call('GET', '/api/staff/users?page=0&pageSize=500&role=king&extra=1', {
      token: admin,
    });
    expect(res.status).toBe(400);
    const fields = res.body.details.map((d: { field: string }) => d.field).sort();
    expect(fields).toEqual(['extra', 'page', 'pageSize', 'role']);
  });

  it('sets roles; 400 for an unknown role, 404 for an unknown user', async () => {
    const user = await register(t);
    const bad = await t.call('PATCH', `/api/staff/users/${user.id}/role`, {
      token: admin,
      body: { role: 'king' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Role must be one of customer, expert, admin');
    const missing = await t.call('PATCH', `/api/staff/users/${randomUUID()}/role`, {
      token: admin,
      body: { role: 'expert' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'User not found', statusCode: 404 });
    const notUuid = await t.call('POST', '/api/staff/users/not-a-uuid/disable', { token: admin });
    expect(notUuid.status).toBe(404);
    const ok = await t.call('PATCH', `/api/staff/users/${user.id}/role`, {
      token: admin,
      body: { role: 'admin' },
    });
    expect(ok.body.user.role).toBe('admin');
    expect((await t.call('GET', '/api/staff/users', { token: user.token })).status).toBe(200);
  });

  it('an admin cannot demote or disable themselves', async () => {
    expect(
      (
        await t.call('PATCH', `/api/staff/users/${adminId}/role`, {
          token: admin,
          body: { role: 'customer' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.call('POST', `/api/staff/users/${adminId}/disable`, { token: admin })).status,
    ).toBe(400);
  });

  it('disabling rejects the existing token at once and blocks sign-in; enabling restores sign-in', async () => {
    const user = await register(t);
    expect((await t.call('GET', '/api/auth/validate', { token: user.token })).status).toBe(200);

    const res = await t.call('POST', `/api/staff/users/${user.id}/disable`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, disabled: true });

    expect((await t.call('GET', '/api/auth/validate', { token: user.token })).status).toBe(401);
    expect((await t.call('POST', '/api/auth/refresh-token', { cookie: user.cookie })).status).toBe(
      401,
    );
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
      ip: uniqueIp(),
    });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({
      error: 'This account has been disabled. Please contact support.',
      statusCode: 403,
    });

    const enabled = await t.call('POST', `/api/staff/users/${user.id}/enable`, { token: admin });
    expect(enabled.status).toBe(200);
    expect(enabled.body.user.disabled).toBe(false);
    const back = await t.call('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
      ip: uniqueIp(),
    });
    expect(back.status).toBe(200);
  });
});
