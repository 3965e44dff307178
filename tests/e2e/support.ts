import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TEST_CARDS } from '@valuation/contracts';

/** The outbox of the server started by playwright.config.ts (DATA_DIR/outbox). */
export const outboxDir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

let counter = 0;
/** A unique address per test and run, so journeys never collide. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

export const STRONG_PASSWORD = 'Sapphire#2026';

/** Decodes a quoted-printable mail body (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest .eml in the outbox addressed to `to`, decoded; waits for it to appear. */
export async function waitForMail(to: string, subjectPart?: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = readdirSync(outboxDir, { withFileTypes: true })
          .filter((f) => f.isFile() && f.name.endsWith('.eml'))
          .map((f) => f.name)
          .sort()
          .reverse();
        for (const name of files) {
          const raw = readFileSync(join(outboxDir, name), 'utf8');
          const headers = raw.split(/\r?\n\r?\n/)[0];
          if (!headers.toLowerCase().includes(to.toLowerCase())) continue;
          if (subjectPart && !subjectPart.test(headers)) continue;
          found = decodeQuotedPrintable(raw);
          return true;
        }
        return false;
      },
      { message: `a mail to ${to} in ${outboxDir}`, timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

/**
 * Waits until a prerendered page (/login, /register…) has hydrated. Typing needs no wait (the forms
 * take what was typed before hydration); a click does: until then the page holds submission back.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * Waits for a site shell's page the app has loaded as a document (ADR 019: an app page navigating to
 * /, /login…) to have hydrated: the URL changes first, and a navigation started before the document
 * has loaded would abort it (ERR_ABORTED).
 */
export async function siteShellHydrated(page: Page): Promise<void> {
  await expect(page.locator('#root[data-site][data-hydrated="true"]')).toHaveCount(1, {
    timeout: 20_000,
  });
}

/** Fills and submits the registration form, landing on the dashboard. */
export async function registerThroughUi(
  page: Page,
  email: string,
  firstName = 'Amelia',
): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill('Hartley');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
  await hydrated(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Signs out from the navbar's account menu and waits for the home page it leads to: the site
 * shell's page, which the app loads as a document (ADR 019), hydrated, before the journey goes on.
 */
export async function signOutThroughUi(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await siteShellHydrated(page);
}

/** The admin the e2e server creates at start (playwright.config.ts ADMIN_EMAIL/ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'Console#E2e-2026' } as const;

/** Signs in through /login (the form submits itself once valid) and waits for the dashboard. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

/**
 * The journeys' API helpers: what is not the journey's subject (accounts, a paid request, an
 * expert's action) is done through the API, the same way in every spec.
 */

/** An account registered through the API. */
export interface ApiAccount {
  email: string;
  token: string;
  id: string;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A JSON call (`data` as its body) that must succeed; answers the parsed body. */
export async function api<T = Record<string, unknown>>(
  request: APIRequestContext,
  method: Method,
  url: string,
  token?: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(url, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A multipart call (text parts, or a file as `{name, mimeType, buffer}`) that must succeed. */
export async function apiForm<T = Record<string, unknown>>(
  request: APIRequestContext,
  url: string,
  token: string,
  multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
): Promise<T> {
  const res = await request.post(url, {
    headers: { authorization: `Bearer ${token}` },
    multipart,
  });
  expect(res.status(), `POST ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A JPEG of one colour (distinct photos are told apart by colour). */
export function jpeg(colour: string, width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** Registers an account; its email is `email`, or unique from `label`. */
export async function registerApi(
  request: APIRequestContext,
  {
    label = 'customer',
    email = uniqueEmail(label),
    firstName = 'Jane',
    lastName = 'Doe',
  }: { label?: string; email?: string; firstName?: string; lastName?: string } = {},
): Promise<ApiAccount> {
  const body = await api<{ token: string; user: { id: string } }>(
    request,
    'POST',
    '/api/auth/register',
    undefined,
    { email, password: STRONG_PASSWORD, firstName, lastName },
  );
  return { email, token: body.token, id: body.user.id };
}

/** The e2e admin's access token (playwright.config.ts creates the admin at start). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const { token } = await api<{ token: string }>(
    request,
    'POST',
    '/api/auth/login',
    undefined,
    E2E_ADMIN,
  );
  return token;
}

/**
 * Gives a staff account its valuer profile, its own qualification and a signature: no certificate
 * is issued without them (contracts: "Valuation requests").
 */
export async function giveValuerProfile(
  request: APIRequestContext,
  token: string,
  qualification = 'FGA DGA (Gem-A), Registered Valuer',
): Promise<void> {
  await api(request, 'PUT', '/api/staff/me/profile', token, { qualification });
  const signature = await sharp({
    create: { width: 240, height: 80, channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  await apiForm(request, '/api/staff/me/signature', token, {
    signature: { name: 'signature.png', mimeType: 'image/png', buffer: signature },
  });
}

/**
 * Registers an account and makes it an expert (through the e2e admin), with its valuer profile
 * (so that it may issue certificates) unless `valuerProfile` is false.
 */
export async function expertAccount(
  request: APIRequestContext,
  details: Parameters<typeof registerApi>[1] = {},
  { valuerProfile = true }: { valuerProfile?: boolean } = {},
): Promise<ApiAccount> {
  const expert = await registerApi(request, { label: 'expert', firstName: 'Eleanor', ...details });
  await api(request, 'PATCH', `/api/staff/users/${expert.id}/role`, await adminToken(request), {
    role: 'expert',
  });
  if (valuerProfile) await giveValuerProfile(request, expert.token);
  return expert;
}

/** What a paid request may vary; the rest is a Rolex watch at the express tier. */
export interface PaidRequestOptions {
  serviceTier?: 'express' | 'standard';
  watchBrand?: string;
  itemDescription?: string;
  firstName?: string;
  lastName?: string;
  image?: { name: string; mimeType: string; buffer: Buffer };
  /** The name on the test card. */
  cardName?: string;
}

/** A customer's watch request made and paid with the test card through the API. */
export async function paidRequest(
  request: APIRequestContext,
  customer: Pick<ApiAccount, 'email' | 'token'>,
  options: PaidRequestOptions = {},
): Promise<{ id: string; reference: string }> {
  const { valuation } = await apiForm<{ valuation: { id: string; reference: string } }>(
    request,
    '/api/valuations',
    customer.token,
    {
      serviceType: 'watch',
      serviceTier: options.serviceTier ?? 'express',
      watchBrand: options.watchBrand ?? 'Rolex',
      itemDescription: options.itemDescription ?? 'Submariner Date, steel, 2021, box and papers.',
      autoRevalue: 'false',
      firstName: options.firstName ?? 'Jane',
      lastName: options.lastName ?? 'Doe',
      email: customer.email,
      address: JSON.stringify({
        street: '1 Bond Street',
        city: 'London',
        state: '',
        postalCode: 'W1S 1AA',
        country: 'United Kingdom',
      }),
      images: options.image ?? {
        name: 'dial.jpg',
        mimeType: 'image/jpeg',
        buffer: await jpeg('#c9a227'),
      },
    },
  );
  const checkout = await api<{ checkoutUrl: string }>(
    request,
    'POST',
    `/api/valuations/${valuation.id}/checkout`,
    customer.token,
  );
  const checkoutId = checkout.checkoutUrl.split('/').pop()!;
  await api(request, 'POST', `/api/payments/test/${checkoutId}`, customer.token, {
    name: options.cardName ?? 'Jane Doe',
    cardNumber: TEST_CARDS.pays,
    expiry: '12/39',
    cvc: '123',
  });
  return valuation;
}
