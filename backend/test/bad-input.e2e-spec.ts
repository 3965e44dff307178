import {
  bootApp,
  register,
  STRONG_PASSWORD,
  TestApp,
  uniqueEmail,
  uniqueIp,
} from './helpers/test-app';

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

  it('a body that is not a JSON object → 400 "The request body must be a JSON object."', async () => {
    const expected = {
      error: 'The request body must be a JSON object.',
      statusCode: 400,
      details: [{ field: 'body', message: 'The request body must be a JSON object.' }],
    };
    for (const raw of ['null', '[]', '[{"email":"a@b.co"}]', '"hello"', '42', 'true']) {
      const res = await t.call('POST', '/api/auth/login', {
        raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(expected);
    }
    // the reported bug: PUT /api/profile with null answered 200
    const user = await register(t);
    const profile = await t.call('PUT', '/api/profile', {
      raw: 'null',
      token: user.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(profile.status).toBe(400);
    expect(profile.body).toEqual(expected);
    // a body-less route still takes an empty body, but not a null one
    const json = { 'content-type': 'application/json' };
    expect((await t.call('POST', '/api/auth/logout', { raw: '', headers: json })).status).toBe(200);
    expect((await t.call('POST', '/api/auth/logout', { raw: 'null', headers: json })).status).toBe(
      400,
    );
  });

  it('a NUL character in any string → 400 naming the field, nested ones and keys included', async () => {
    const res = await t.call('POST', '/api/auth/register', {
      body: { ...valid(), firstName: 'Ja\u0000ne' },
      ip: uniqueIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'First name must not contain control characters.',
      statusCode: 400,
      details: [{ field: 'firstName', message: 'First name must not contain control characters.' }],
    });

    const user = await register(t);
    const nested = await t.call('PUT', '/api/profile', {
      token: user.token,
      body: { lastName: '\u0000', notificationPreferences: { email: true, ['sms\u0000']: true } },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.details).toEqual([
      { field: 'lastName', message: 'Last name must not contain control characters.' },
      {
        field: 'notificationPreferences.sms\\u0000',
        message: 'A field name must not contain control characters.',
      },
    ]);
    expect(nested.body.error).toBe(
      'Last name must not contain control characters. A field name must not contain control characters',
    );
    // nothing was changed
    const profile = await t.call('GET', '/api/profile', { token: user.token });
    expect(profile.body.user.lastName).toBe('Doe');

    for (const [url, body] of [
      ['/api/auth/login', { email: 'a@b.co', password: 'Str0ng!pass\u0000' }],
      ['/api/auth/reset-password', { email: 'a\u0000@b.co' }],
      ['/api/contact', { name: 'Jane', email: 'a@b.co', subject: 'Hi', message: 'x\u0000' }],
    ] as const) {
      const r = await t.call('POST', url, { body, ip: uniqueIp() });
      expect(r.status).toBe(400);
      expect(r.body.error).toMatch(
        /^(Password|Email|Message) must not contain control characters\.$/,
      );
    }
  });

  it('a NUL character in the query string or the path → 400, not 500', async () => {
    const user = await register(t);
    const query = await t.call('GET', '/api/profile?search=%00', { token: user.token });
    expect(query.status).toBe(400);
    expect(query.body).toEqual({
      error: 'Search must not contain control characters.',
      statusCode: 400,
      details: [{ field: 'search', message: 'Search must not contain control characters.' }],
    });
    const path = await t.call('DELETE', '/api/auth/webauthn/credentials/%00', {
      token: user.token,
    });
    expect(path.status).toBe(400);
    expect(path.body.error).toBe('Id must not contain control characters.');
  });

  it('a lone UTF-16 surrogate in any string or key → 400 naming the field, nothing stored', async () => {
    const surrogate = (label: string) =>
      `${label} must be valid Unicode text (it holds a lone UTF-16 surrogate).`;
    const email = uniqueEmail();
    const lone = email.replace('@', '\ud800@');
    // JSON.stringify writes the lone surrogate as the escape "\ud800", as a probing client would.
    const res = await t.call('POST', '/api/auth/register', {
      body: { ...valid(), email: lone },
      ip: uniqueIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: surrogate('Email'),
      statusCode: 400,
      details: [{ field: 'email', message: surrogate('Email') }],
    });
    const raw = await t.call('POST', '/api/auth/register', {
      raw: JSON.stringify({ ...valid(), email }).replace('"Jane"', '"Ja\\udc00ne"'),
      headers: { 'content-type': 'application/json' },
      ip: uniqueIp(),
    });
    expect(raw.status).toBe(400);
    expect(raw.body.details).toEqual([{ field: 'firstName', message: surrogate('First name') }]);
    // neither account exists: the address signs in to nothing
    for (const address of [lone, email]) {
      const login = await t.call('POST', '/api/auth/login', {
        body: { email: address, password: STRONG_PASSWORD },
        ip: uniqueIp(),
      });
      expect(login.status).not.toBe(200);
    }

    const user = await register(t);
    const nested = await t.call('PUT', '/api/profile', {
      token: user.token,
      body: {
        lastName: 'Doe \ud83d',
        notificationPreferences: { email: true, ['sms\udfff']: true },
      },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.details).toEqual([
      { field: 'lastName', message: surrogate('Last name') },
      { field: 'notificationPreferences.sms\\udfff', message: surrogate('A field name') },
    ]);
    // a well-formed pair (an emoji) is text like any other
    const emoji = await t.call('PUT', '/api/profile', {
      token: user.token,
      body: { lastName: 'Doe \ud83d\udc8e' },
    });
    expect(emoji.status).toBe(200);
    expect(emoji.body.user.lastName).toBe('Doe 💎');

    const contact = await t.call('POST', '/api/contact', {
      body: { name: 'Jane', email: 'a@b.co', subject: 'Hi', message: 'x\ud800' },
      ip: uniqueIp(),
    });
    expect(contact.status).toBe(400);
    expect(contact.body.error).toBe(surrogate('Message'));
  });

  it('passkey registration options: an empty JSON body is refused like a body missing a field', async () => {
    const user = await register(t);
    const json = { 'content-type': 'application/json' };
    const both = 'User id is required. Email is required';
    for (const base of ['/api/webauthn/register', '/api/auth/webauthn/register']) {
      for (const raw of ['', '{}']) {
        const res = await t.call('POST', `${base}/options`, {
          raw,
          headers: json,
          token: user.token,
        });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          error: both,
          statusCode: 400,
          details: [
            { field: 'userId', message: 'User id is required' },
            { field: 'email', message: 'Email is required' },
          ],
        });
      }
      const noBody = await t.call('POST', `${base}/options`, { token: user.token });
      expect(noBody.status).toBe(400);
      expect(noBody.body.error).toBe(both);
      const noEmail = await t.call('POST', `${base}/options`, {
        body: { userId: user.id },
        token: user.token,
      });
      expect(noEmail.status).toBe(400);
      expect(noEmail.body.error).toBe('Email is required');
      const ok = await t.call('POST', `${base}/options`, {
        body: { userId: user.id, email: user.email },
        token: user.token,
      });
      expect(ok.status).toBe(200);
    }
  });

  it('a body nested deeper than 32 levels → 400 before anything reads it', async () => {
    const deep = (n: number) => `{"email":${'['.repeat(n)}${']'.repeat(n)}}`;
    const res = await t.call('POST', '/api/auth/login', {
      raw: deep(1000),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'The request body is nested too deeply (at most 32 levels).',
      statusCode: 400,
    });
    // 31 arrays inside the object: 32 levels, parsed and then refused by validation as usual
    const ok = await t.call('POST', '/api/auth/login', {
      raw: deep(31),
      headers: { 'content-type': 'application/json' },
    });
    expect(ok.status).toBe(400);
    expect(ok.body.error).toMatch(/^Invalid email address/);
  });

  it('constructor and prototype keys are unknown fields', async () => {
    for (const key of ['constructor', 'prototype']) {
      const res = await t.call('POST', '/api/auth/register', {
        body: { ...valid(), [key]: { isAdmin: true } },
        ip: uniqueIp(),
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(`Unknown field "${key}"`);
    }
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
