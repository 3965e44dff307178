import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

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

/** The admin the e2e server creates at start (playwright.config.ts ADMIN_EMAIL/ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'Console#E2e-2026' } as const;

/** Signs in through /login (the form submits itself once valid) and waits for the dashboard. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}
