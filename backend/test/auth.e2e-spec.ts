import { DataSource } from 'typeorm';
import { RefreshToken } from '../src/modules/auth/entities/refresh-token.entity';
import { hashToken } from '../src/infrastructure/signing/tokens';
import {
  bootApp,
  register,
  STRONG_PASSWORD,
  TestApp,
  uniqueEmail,
  uniqueIp,
  waitForMail,
} from './helpers/test-app';

const EXPIRED = 'Your session has expired. Please sign in again.';

/** The session id (`sid` claim) of an access token. */
function sessionOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;
}

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ PUBLIC_URL: 'https://valuations.example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('register', () => {
    it('creates a customer, answers 201 {token, user} and sets the refresh cookie', async () => {
      const email = uniqueEmail('New');
      const res = await t.call('POST', '/api/auth/register', {
        body: {
          email: `  ${email.toUpperCase()} `,
          password: STRONG_PASSWORD,
          firstName: ' Jane ',
          lastName: 'Doe',
        },
        ip: uniqueIp(),
      });
      expect(res.status).toBe(201);
      expect(typeof res.body.token).toBe('string');
      expect(res.body.user).toEqual({
        id: expect.any(String),
        email: email.toLowerCase(),
        firstName: 'Jane',
        lastName: 'Doe',
        role: 'customer',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      const cookie = res.rawSetCookie!;
      expect(cookie).toMatch(/^refresh_token=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\/api\/auth/);
      expect(cookie).toMatch(/Secure/); // PUBLIC_URL is https
      expect(cookie).toMatch(/Max-Age=2592000/);

      const [, payload] = res.body.token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      expect(claims).toMatchObject({
        sub: res.body.user.id,
        sid: expect.any(String),
        role: 'customer',
      });
      expect(claims.exp - claims.iat).toBe(900);

      const mail = await waitForMail(t.dataDir, email.toLowerCase(), 'Welcome to Luxe Valuations');
      expect(mail).toContain('Content-Type: text/html');
      expect(mail).toContain('Content-Type: text/plain');
      expect(mail).toContain('https://valuations.example.com/dashboard');
    });

    it('rejects a duplicate email, whatever its case, with 409 "Email already registered"', async () => {
      const user = await register(t);
      const res = await t.call('POST', '/api/auth/register', {
        body: {
          email: user.email.toUpperCase(),
          password: STRONG_PASSWORD,
          firstName: 'Jo',
          lastName: 'Do',
        },
        ip: uniqueIp(),
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: 'Email already registered', statusCode: 409 });
    });

    it('applies the docs/product.md §5 rules with their messages', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
        [{ password: 'Sh0rt!' }, 'password', 'Password must be at least 8 characters'],
        [
          { password: 'lowercase1!' },
          'password',
          'Password must contain at least one uppercase letter',
        ],
        [
          { password: 'UPPERCASE1!' },
          'password',
          'Password must contain at least one lowercase letter',
        ],
        [{ password: 'NoNumbers!!' }, 'password', 'Password must contain at least one number'],
        [
          { password: 'NoSpecial11' },
          'password',
          'Password must contain at least one special character',
        ],
        [{ confirmPassword: 'Other!pass1' }, 'confirmPassword', "Passwords don't match"],
        [{ firstName: 'J' }, 'firstName', 'First name is required'],
        [{ lastName: ' ' }, 'lastName', 'Last name is required'],
      ];
      for (const [override, field, message] of cases) {
        const body = {
          email: uniqueEmail(),
          password: STRONG_PASSWORD,
          firstName: 'Jane',
          lastName: 'Doe',
          ...override,
        };
        const res = await t.call('POST', '/api/auth/register', { body, ip: uniqueIp() });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          error: message,
          statusCode: 400,
          details: [{ field, message }],
        });
      }
    });

    it('accepts a matching confirmPassword', async () => {
      const res = await t.call('POST', '/api/auth/register', {
        body: {
          email: uniqueEmail(),
          password: STRONG_PASSWORD,
          confirmPassword: STRONG_PASSWORD,
          firstName: 'Al',
          lastName: 'Bo',
        },
        ip: uniqueIp(),
      });
      expect(res.status).toBe(201);
    });

    it('joins several field messages with ". "', async () => {
      const res = await t.call('POST', '/api/auth/register', {
        body: { email: 'x', password: 'short', firstName: 'J', lastName: 'Doe' },
        ip: uniqueIp(),
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(
        'Invalid email address. Password must be at least 8 characters. First name is required',
      );
      expect(res.body.details).toHaveLength(3);
    });
  });

  describe('login, validate, logout', () => {
    it('signs in with any case of the email and validates the token', async () => {
      const user = await register(t);
      const res = await t.call('POST', '/api/auth/login', {
        body: { email: ` ${user.email.toUpperCase()}`, password: user.password },
        ip: uniqueIp(),
      });
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe(user.email);
      expect(res.setCookie).toMatch(/^refresh_token=/);

      const ok = await t.call('GET', '/api/auth/validate', { token: res.body.token });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ success: true, user: res.body.user });
    });

    it('answers 401 "Invalid email or password" for a wrong password or an unknown email', async () => {
      const user = await register(t);
      const wrong = await t.call('POST', '/api/auth/login', {
        body: { email: user.email, password: 'Wrong!pass1' },
        ip: uniqueIp(),
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ error: 'Invalid email or password', statusCode: 401 });
      const unknown = await t.call('POST', '/api/auth/login', {
        body: { email: uniqueEmail(), password: 'Wrong!pass1' },
        ip: uniqueIp(),
      });
      expect(unknown.status).toBe(401);
      expect(unknown.body.error).toBe('Invalid email or password');
    });

    it('validate without a token → 401 with a sentence', async () => {
      const res = await t.call('GET', '/api/auth/validate');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Please sign in to continue.', statusCode: 401 });
    });

    it('logout revokes the session at once and clears the cookie; it never fails', async () => {
      const user = await register(t);
      const res = await t.call('POST', '/api/auth/logout', {
        token: user.token,
        cookie: user.cookie,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(res.rawSetCookie).toMatch(/^refresh_token=;/);
      expect(res.rawSetCookie).toMatch(/Path=\/api\/auth/);

      expect((await t.call('GET', '/api/auth/validate', { token: user.token })).status).toBe(401);
      const refresh = await t.call('POST', '/api/auth/refresh-token', { cookie: user.cookie });
      expect(refresh.status).toBe(401);
      expect(refresh.body.error).toBe(EXPIRED);

      const again = await t.call('POST', '/api/auth/logout');
      expect(again.status).toBe(200);
      const junk = await t.call('POST', '/api/auth/logout', {
        token: 'junk',
        cookie: 'refresh_token=junk',
      });
      expect(junk.status).toBe(200);
    });

    it('logout with only the cookie also ends the session', async () => {
      const user = await register(t);
      await t.call('POST', '/api/auth/logout', { cookie: user.cookie });
      expect((await t.call('GET', '/api/auth/validate', { token: user.token })).status).toBe(401);
    });
  });

  describe('refresh-token', () => {
    /** Moves the rotation of the cookie's token `seconds` into the past (past the grace period). */
    async function rotatedAgo(cookie: string, seconds: number): Promise<void> {
      const value = cookie.slice('refresh_token='.length);
      const updated = await t.app
        .get(DataSource)
        .getRepository(RefreshToken)
        .update({ tokenHash: hashToken(value) }, { usedAt: new Date(Date.now() - seconds * 1000) });
      expect(updated.affected).toBe(1);
    }

    it('rotates the cookie, and a token replayed after the grace period revokes the whole session', async () => {
      const user = await register(t);
      const first = await t.call('POST', '/api/auth/refresh-token', { cookie: user.cookie });
      expect(first.status).toBe(200);
      expect(first.body.user.id).toBe(user.id);
      expect(first.setCookie).toBeDefined();
      expect(first.setCookie).not.toBe(user.cookie);
      expect((await t.call('GET', '/api/auth/validate', { token: first.body.token })).status).toBe(
        200,
      );

      const second = await t.call('POST', '/api/auth/refresh-token', { cookie: first.setCookie });
      expect(second.status).toBe(200);

      // The first cookie again, 11 s after its rotation (the grace is 10 s): a copied token. The
      // whole family is revoked, the newest cookie too.
      await rotatedAgo(user.cookie, 11);
      const reuse = await t.call('POST', '/api/auth/refresh-token', { cookie: user.cookie });
      expect(reuse.status).toBe(401);
      expect(reuse.body).toEqual({ error: EXPIRED, statusCode: 401 });
      expect(reuse.rawSetCookie).toMatch(/^refresh_token=;/);
      expect(
        (await t.call('POST', '/api/auth/refresh-token', { cookie: second.setCookie })).status,
      ).toBe(401);
      expect((await t.call('GET', '/api/auth/validate', { token: second.body.token })).status).toBe(
        401,
      );
    });

    it('another session of the same user is not affected by a reuse', async () => {
      const user = await register(t);
      const other = await t.call('POST', '/api/auth/login', {
        body: { email: user.email, password: user.password },
        ip: uniqueIp(),
      });
      const first = await t.call('POST', '/api/auth/refresh-token', { cookie: user.cookie });
      await rotatedAgo(user.cookie, 11);
      expect(
        (await t.call('POST', '/api/auth/refresh-token', { cookie: user.cookie })).status,
      ).toBe(401);
      expect((await t.call('GET', '/api/auth/validate', { token: first.body.token })).status).toBe(
        401,
      );
      expect((await t.call('GET', '/api/auth/validate', { token: other.body.token })).status).toBe(
        200,
      );
    });

    it('two tabs refreshing with the same cookie at once both stay signed in, with the same successor', async () => {
      const user = await register(t);
      const [a, b] = await Promise.all([
        t.call('POST', '/api/auth/refresh-token', { cookie: user.cookie }),
        t.call('POST', '/api/auth/refresh-token', { cookie: user.cookie }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.setCookie).toBeDefined();
      expect(a.setCookie).not.toBe(user.cookie);
      expect(b.setCookie).toBe(a.setCookie);
      expect(sessionOf(a.body.token)).toBe(sessionOf(user.token));
      expect(sessionOf(b.body.token)).toBe(sessionOf(user.token));
      for (const answer of [a, b]) {
        expect(
          (await t.call('GET', '/api/auth/validate', { token: answer.body.token })).status,
        ).toBe(200);
      }

      // A tab that comes a few seconds later (still within the grace period) gets it too.
      await rotatedAgo(user.cookie, 8);
      const late = await t.call('POST', '/api/auth/refresh-token', { cookie: user.cookie });
      expect(late.status).toBe(200);
      expect(late.setCookie).toBe(a.setCookie);

      // The shared successor goes on rotating normally.
      const next = await t.call('POST', '/api/auth/refresh-token', { cookie: a.setCookie });
      expect(next.status).toBe(200);
      expect(next.setCookie).not.toBe(a.setCookie);
      expect(sessionOf(next.body.token)).toBe(sessionOf(user.token));
    });

    it('401 without a cookie or with an unknown one', async () => {
      expect((await t.call('POST', '/api/auth/refresh-token')).body).toEqual({
        error: EXPIRED,
        statusCode: 401,
      });
      expect(
        (await t.call('POST', '/api/auth/refresh-token', { cookie: 'refresh_token=nope' })).status,
      ).toBe(401);
    });
  });

  describe('change-password', () => {
    it('needs a bearer token', async () => {
      const res = await t.call('POST', '/api/auth/change-password', {
        body: { currentPassword: 'x', newPassword: 'y' },
      });
      expect(res.status).toBe(401);
    });

    it('rejects a wrong current password and weak new passwords', async () => {
      const user = await register(t);
      const wrong = await t.call('POST', '/api/auth/change-password', {
        token: user.token,
        body: { currentPassword: 'Wrong!pass1', newPassword: 'N3w!password' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toBe('Current password is incorrect');
      const weak = await t.call('POST', '/api/auth/change-password', {
        token: user.token,
        body: { currentPassword: user.password, newPassword: 'nouppercase1!' },
      });
      expect(weak.status).toBe(400);
      expect(weak.body.details).toEqual([
        { field: 'newPassword', message: 'Password must contain at least one uppercase letter' },
      ]);
    });

    it('changes it, keeps this session, ends the others and mails the owner', async () => {
      const user = await register(t);
      const other = await t.call('POST', '/api/auth/login', {
        body: { email: user.email, password: user.password },
        ip: uniqueIp(),
      });
      const res = await t.call('POST', '/api/auth/change-password', {
        token: user.token,
        body: { currentPassword: user.password, newPassword: 'N3w!password' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      // This session stays, with a new refresh cookie; the old cookie no longer works.
      expect(res.setCookie).toBeDefined();
      expect(res.setCookie).not.toBe(user.cookie);
      expect(res.rawSetCookie).toMatch(/HttpOnly/);
      expect(res.rawSetCookie).toMatch(/Path=\/api\/auth/);
      expect((await t.call('GET', '/api/auth/validate', { token: user.token })).status).toBe(200);
      const oldCookie = await t.call('POST', '/api/auth/refresh-token', { cookie: user.cookie });
      expect(oldCookie.status).toBe(401);
      expect(oldCookie.body).toEqual({ error: EXPIRED, statusCode: 401 });
      const newCookie = await t.call('POST', '/api/auth/refresh-token', { cookie: res.setCookie });
      expect(newCookie.status).toBe(200);
      expect(sessionOf(newCookie.body.token)).toBe(sessionOf(user.token));
      expect((await t.call('GET', '/api/auth/validate', { token: other.body.token })).status).toBe(
        401,
      );
      expect(
        (await t.call('POST', '/api/auth/refresh-token', { cookie: other.setCookie })).status,
      ).toBe(401);

      const oldLogin = await t.call('POST', '/api/auth/login', {
        body: { email: user.email, password: user.password },
        ip: uniqueIp(),
      });
      expect(oldLogin.status).toBe(401);
      const newLogin = await t.call('POST', '/api/auth/login', {
        body: { email: user.email, password: 'N3w!password' },
        ip: uniqueIp(),
      });
      expect(newLogin.status).toBe(200);
      await waitForMail(t.dataDir, user.email, 'password was changed');
    });
  });

  describe('reset-password', () => {
    const linkIn = (mail: string) => {
      const match = mail.match(
        /https:\/\/valuations\.example\.com\/reset-password\?token=([A-Za-z0-9_-]+)/,
      );
      expect(match).not.toBeNull();
      return match![1];
    };

    it('always answers 200 {success:true}, and mails nothing for an unknown account', async () => {
      const email = uniqueEmail('nobody');
      const res = await t.call('POST', '/api/auth/reset-password', {
        body: { email },
        ip: uniqueIp(),
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      await expect(waitForMail(t.dataDir, email, 'Reset', 400)).rejects.toThrow(/no mail/);
    });

    it('400 for a bad email', async () => {
      const res = await t.call('POST', '/api/auth/reset-password', {
        body: { email: 'nope' },
        ip: uniqueIp(),
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Invalid email address');
    });

    it('mails a single-use link that sets a new password and ends every session', async () => {
      const user = await register(t);
      const ip = uniqueIp();
      expect(
        (
          await t.call('POST', '/api/auth/reset-password', {
            body: { email: user.email.toUpperCase() },
            ip,
          })
        ).status,
      ).toBe(200);
      const firstToken = linkIn(
        await waitForMail(t.dataDir, user.email, 'Reset your Luxe Valuations password'),
      );

      // A second request invalidates the first link.
      expect(
        (await t.call('POST', '/api/auth/reset-password', { body: { email: user.email }, ip }))
          .status,
      ).toBe(200);
      let secondToken = firstToken;
      const deadline = Date.now() + 5000;
      while (secondToken === firstToken && Date.now() < deadline) {
        const { readdirSync, readFileSync } = await import('node:fs');
        const { join } = await import('node:path');
        const dir = join(t.dataDir, 'outbox');
        const tokens = readdirSync(dir)
          .map((n) =>
            readFileSync(join(dir, n), 'utf8')
              .replace(/=\r?\n/g, '')
              .replace(/=3D/g, '='),
          )
          .filter((m) => m.includes(`To: ${user.email}`) && m.includes('Reset your'))
          .map((m) => linkIn(m));
        secondToken = tokens.find((tok) => tok !== firstToken) ?? firstToken;
        if (secondToken === firstToken) await new Promise((r) => setTimeout(r, 50));
      }
      expect(secondToken).not.toBe(firstToken);

      // The page asks when it opens: the replaced link is refused, the new one works (and stays so).
      const checkStale = await t.call('POST', '/api/auth/reset-password/check', {
        body: { token: firstToken },
      });
      expect(checkStale.status).toBe(400);
      expect(checkStale.body.error).toBe('This reset link is invalid or has expired.');
      for (let i = 0; i < 2; i++) {
        const check = await t.call('POST', '/api/auth/reset-password/check', {
          body: { token: secondToken },
        });
        expect(check.status).toBe(200);
        expect(check.body).toEqual({ success: true });
      }

      const stale = await t.call('POST', '/api/auth/reset-password/confirm', {
        body: { token: firstToken, password: 'Res3t!pass' },
      });
      expect(stale.status).toBe(400);
      expect(stale.body.error).toBe('This reset link is invalid or has expired.');

      const weak = await t.call('POST', '/api/auth/reset-password/confirm', {
        body: { token: secondToken, password: 'weak' },
      });
      expect(weak.status).toBe(400);
      expect(weak.body.error).toBe('Password must be at least 8 characters');

      const ok = await t.call('POST', '/api/auth/reset-password/confirm', {
        body: { token: secondToken, password: 'Res3t!pass' },
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ success: true });

      const again = await t.call('POST', '/api/auth/reset-password/confirm', {
        body: { token: secondToken, password: 'Res3t!pass' },
      });
      expect(again.status).toBe(400);
      expect(again.body.error).toBe('This reset link is invalid or has expired.');
      const checkUsed = await t.call('POST', '/api/auth/reset-password/check', {
        body: { token: secondToken },
      });
      expect(checkUsed.status).toBe(400);

      expect((await t.call('GET', '/api/auth/validate', { token: user.token })).status).toBe(401);
      expect(
        (await t.call('POST', '/api/auth/refresh-token', { cookie: user.cookie })).status,
      ).toBe(401);
      const login = await t.call('POST', '/api/auth/login', {
        body: { email: user.email, password: 'Res3t!pass' },
        ip: uniqueIp(),
      });
      expect(login.status).toBe(200);
    });

    it('rejects an unknown token', async () => {
      const res = await t.call('POST', '/api/auth/reset-password/confirm', {
        body: { token: 'made-up', password: 'Res3t!pass' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'This reset link is invalid or has expired.',
        statusCode: 400,
      });
    });
  });
});
