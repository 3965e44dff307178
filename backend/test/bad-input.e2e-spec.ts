import { bootApp, STRONG_PASSWORD, TestApp, uniqueEmail, uniqueIp } from './helpers/test-app';

describe('bad input never gets past validation, never causes a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const valid = () => ({
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    firstName: 'Jane',
    lastName: 'Doe',
  });

  it('malformed JSON → 400 "The request body is not valid JSON"', async () => {
    const res = await t.call('POST', '/api/auth/login', {
      raw: '{"email": "a@b.co", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The request body is not valid JSON', statusCode: 400 });
  });

  it('a prototype-poisoning body is rejected as invalid JSON', async () => {
    const res = await t.call('POST', '/api/auth/login', {
      raw: '{"__proto__": {"admin": true}, "email": "a@b.co", "password": "x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The request body is not valid JSON');
  });

  it('an empty JSON body counts as no body: 400 with field messages, and logout still works', async () => {
    const json = { 'content-type': 'application/json' };
    const res = await t.call('POST', '/api/auth/login', { raw: '', headers: json });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Invalid email address. Password must be at least 8 characters');
    expect((await t.call('POST', '/api/auth/logout', { raw: '', headers: json })).status).toBe(200);
    expect((await t.call('POST', '/api/auth/logout', { raw: '{}', headers: json })).status).toBe(
      200,
    );
  });

  it('a body over 100 KB → 413 "The request body is too large"', async () => {
    const res = await t.call('POST', '/api/auth/register', {
      body: { ...valid(), firstName: 'x'.repeat(110 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'The request body is too large', statusCode: 413 });
  });

  it('a content type other than JSON → 415 with a sentence', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await t.call('POST', '/api/auth/login', {
        raw: 'email=a@b.co',
        headers: { 'content-type': type },
      });
      expect(res.status).toBe(415);
      expect(res.body.statusCode).toBe(415);
      expect(res.body.error).toMatch(/content type is not supported/);
    }
  });

  it('unknown fields → 400 Unknown field "x"', async () => {
    const res = await t.call('POST', '/api/auth/register', {
      body: { ...valid(), role: 'admin' },
      ip: uniqueIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Unknown field "role"');
    expect(res.body.details).toEqual([{ field: 'role', message: 'Unknown field "role"' }]);
  });

  it('a null body, an array body, a string body → 400 with details', async () => {
    for (const raw of ['null', '[]', '[{"email":"a@b.co"}]', '"hello"', '42', 'true']) {
      const res = await t.call('POST', '/api/auth/login', {
        raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
      expect(res.body.error).not.toMatch(/^Bad Request$/);
    }
    const nullBody = await t.call('POST', '/api/auth/login', {
      raw: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(nullBody.body.details).toEqual([
      { field: 'email', message: 'Invalid email address' },
      { field: 'password', message: 'Password must be at least 8 characters' },
    ]);
    expect(nullBody.body.error).toBe(
      'Invalid email address. Password must be at least 8 characters',
    );
  });

  it('wrong types in every field → 400 naming each field', async () => {
    const weird = [null, 12, true, ['a@b.co'], { nested: { deep: 'x' } }, 'x'.repeat(20_000)];
    for (const value of weird) {
      const res = await t.call('POST', '/api/auth/register', {
        body: { email: value, password: value, firstName: value, lastName: value },
        ip: uniqueIp(),
      });
      expect(res.status).toBe(400);
      expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual(
        ['email', 'firstName', 'lastName', 'password'].sort(),
      );
    }
  });

  it('huge strings are rejected with length messages', async () => {
    const res = await t.call('POST', '/api/auth/register', {
      body: {
        ...valid(),
        email: `${'a'.repeat(300)}@example.com`,
        password: `Aa1!${'x'.repeat(200)}`,
        lastName: 'y'.repeat(51),
      },
      ip: uniqueIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: 'email', message: 'Email must be at most 254 characters' },
      { field: 'password', message: 'Password must be at most 128 characters' },
      { field: 'lastName', message: 'Last name must be at most 50 characters' },
    ]);
  });

  it('query strings are validated too', async () => {
    const res = await t.call('GET', '/api/staff/users?page=abc');
    // no token: the guard answers first
    expect(res.status).toBe(401);
  });

  it('a bad bearer token never causes a 500', async () => {
    for (const token of [
      'garbage',
      'a.b.c',
      'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
      'x'.repeat(5000),
    ]) {
      const res = await t.call('GET', '/api/auth/validate', { token });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('Your session has expired. Please sign in again.');
    }
  });

  it('a malformed URL escape → 400, not 500', async () => {
    const res = await t.call('GET', '/api/staff/users/%E0%A4%A/role');
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.error).toBe('string');
  });
});
