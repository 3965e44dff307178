import { jpeg, multipart, png, VALID_FIELDS } from './multipart';
import { bootApp, register, RegisteredUser, TestApp, uniqueEmail, uniqueIp } from './test-app';

/**
 * The staff and valuation API tests' common setting: an app with an admin, experts promoted by
 * it, and customers' requests created and paid with the test card.
 */

export const TEST_CARD = {
  name: 'Jane Doe',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
} as const;

const ADMIN_PASSWORD = 'Adm1n!secret';

/** Boots the app with an admin account (ADMIN_EMAIL/ADMIN_PASSWORD), signed in. */
export async function bootWithAdmin(
  env: Record<string, string | undefined> = {},
): Promise<{ t: TestApp; admin: { token: string; id: string } }> {
  const adminEmail = uniqueEmail('admin');
  const t = await bootApp({
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD,
    PUBLIC_URL: 'https://luxe.example',
    STRIPE_SECRET_KEY: undefined,
    ...env,
  });
  const login = await t.call('POST', '/api/auth/login', {
    body: { email: adminEmail, password: ADMIN_PASSWORD },
    ip: uniqueIp(),
  });
  expect(login.status).toBe(200);
  return { t, admin: { token: login.body.token, id: login.body.user.id } };
}

/**
 * Gives a staff account its valuer profile, its own qualification and a signature: no certificate
 * is issued without them (contracts: "Valuation requests").
 */
export async function giveValuerProfile(
  t: TestApp,
  token: string,
  qualification = 'FGA DGA (Gem-A), Registered Valuer',
): Promise<void> {
  const saved = await t.call('PUT', '/api/staff/me/profile', { token, body: { qualification } });
  expect(saved.status).toBe(200);
  const form = multipart({}, [
    { filename: 'sig.png', data: await png(), contentType: 'image/png', name: 'signature' },
  ]);
  const signed = await t.call('POST', '/api/staff/me/signature', {
    raw: form.raw,
    headers: form.headers,
    token,
  });
  expect(signed.status).toBe(200);
}

/**
 * Registers an account (names as given) and makes it an expert, with its valuer profile (so that
 * it may complete valuations) unless `valuerProfile` is false.
 */
export async function registerExpert(
  t: TestApp,
  adminToken: string,
  names: { firstName: string; lastName: string },
  { valuerProfile = true }: { valuerProfile?: boolean } = {},
): Promise<RegisteredUser> {
  const expert = await register(t, names);
  const promoted = await t.call('PATCH', `/api/staff/users/${expert.id}/role`, {
    token: adminToken,
    body: { role: 'expert' },
  });
  expect(promoted.status).toBe(200);
  if (valuerProfile) await giveValuerProfile(t, expert.token);
  return expert;
}

/** A request of `user`'s (the valid wizard fields, `fields` over them) with one photo. */
export async function createRequest(
  t: TestApp,
  user: RegisteredUser,
  fields: Record<string, string> = {},
  photo?: Buffer,
): Promise<{ id: string; reference: string }> {
  const body = multipart({ ...VALID_FIELDS, email: user.email, ...fields }, [
    { filename: 'dial.jpg', data: photo ?? (await jpeg(640, 480)) },
  ]);
  const res = await t.call('POST', '/api/valuations', {
    raw: body.raw,
    headers: body.headers,
    token: user.token,
  });
  expect(res.status).toBe(201);
  return res.body.valuation as { id: string; reference: string };
}

/** Pays the request through the test checkout. */
export async function payRequest(t: TestApp, user: RegisteredUser, id: string): Promise<void> {
  const res = await t.call('POST', `/api/valuations/${id}/checkout`, { token: user.token });
  expect(res.status).toBe(200);
  const checkoutId = /\/pay\/([0-9a-f-]{36})$/.exec(res.body.checkoutUrl)![1];
  const paid = await t.call('POST', `/api/payments/test/${checkoutId}`, {
    body: TEST_CARD,
    token: user.token,
  });
  expect(paid.status).toBeLessThan(300);
}

/** A request of `user`'s, created and paid. */
export async function paidRequest(
  t: TestApp,
  user: RegisteredUser,
  fields: Record<string, string> = {},
  photo?: Buffer,
): Promise<{ id: string; reference: string }> {
  const v = await createRequest(t, user, fields, photo);
  await payRequest(t, user, v.id);
  return v;
}
