import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './journey';
import { axeViolations, FAILING_IMPACTS, seriousViolations } from '../support/axe';
import { registerThroughUi, uniqueEmail, signOutThroughUi } from './support';

/**
 * Passkeys end to end with Chromium's virtual authenticator (DevTools protocol).
 *
 * WebAuthn refuses IP-address origins ("This is an invalid domain"), and the shared e2e server
 * runs on http://127.0.0.1. So this file starts its own copy of the built server, one per worker,
 * whose PUBLIC_URL (origin and relying-party id) is http://localhost:<port>.
 */
// Beside the run's own port (E2E_PORT; its push service takes E2E_PORT + 20), so that two runs on
// one machine with different E2E_PORTs never share a server.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 30 + Number(process.env.TEST_WORKER_INDEX ?? 0);
const ORIGIN = `http://localhost:${PORT}`;

let server: ChildProcess | undefined;
let dataDir = '';

test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  // A fresh embedded database runs every migration in WASM: over 2 min beside two workers on a
  // loaded 2-core machine (seen at load 14), where 90 s ran out before the server listened.
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), 'valuation-passkeys-'));
  server = spawn(process.execPath, ['backend/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: ORIGIN,
      RATE_LIMIT_IP_FACTOR: '100',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${ORIGIN}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { message: `the passkey test server on ${ORIGIN}`, timeout: 230_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A platform authenticator with user verification, as on a laptop with a fingerprint reader. */
async function addPlatformAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function signOut(page: Page): Promise<void> {
  await signOutThroughUi(page);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
}

/** Serious or critical axe violations inside the biometric card only (the rest of /profile is not ours). */
async function cardViolations(page: Page): Promise<string[]> {
  await axeViolations(page); // loads axe-core into the page
  return page.evaluate(async () => {
    const card = Array.from(document.querySelectorAll('section')).find(
      (section) => section.querySelector('h3')?.textContent === 'Biometric Login',
    );
    if (!card) return ['the biometric card is missing'];
    type Result = {
      violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
    };
    const axe = (window as unknown as { axe: { run: (ctx: unknown) => Promise<Result> } }).axe;
    const result = await axe.run(card);
    return result.violations.map(
      (v) => `${v.impact ?? ''} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}

function biometricCard(page: Page) {
  return page.getByRole('region', { name: 'Biometric Login' });
}

/** Registers an account and sets up biometric login from /profile; returns the passkey's name. */
async function registerWithPasskey(page: Page, label: string): Promise<string> {
  await registerThroughUi(page, uniqueEmail(label));
  await page.goto('/profile');
  const card = biometricCard(page);
  await card.getByRole('button', { name: 'Set up biometric login' }).click();
  await expect(page.getByText('Biometric authentication setup successfully!')).toBeVisible();
  const item = card.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Chrome on Linux');
  await expect(item).toContainText('Never used');
  return 'Chrome on Linux';
}

async function signInWithPasskey(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Use Biometric Login' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Fingerprint' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await page.getByRole('button', { name: 'Authenticate' }).click();
}

test.describe('passkeys', () => {
  // Whole account journeys (register, several argon2 sign-ins, mail round trips) on a 2-core CI
  // machine shared with the story run: 30 s is too tight for the longest of them.
  test.describe.configure({ timeout: 90_000 });

  test('set up in Security Settings, renamed, then used to sign in', async ({ page }) => {
    await addPlatformAuthenticator(page);
    const name = await registerWithPasskey(page, 'passkey-journey');

    // Rename it.
    const card = biometricCard(page);
    await card.getByRole('button', { name: `Rename ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename passkey' });
    await dialog.getByLabel('Passkey name').fill('Work laptop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('listitem')).toContainText('Work laptop');

    await signOut(page);
    await signInWithPasskey(page);
    await expect(page.getByText('Biometric authentication successful')).toBeVisible();
    await expect(page).toHaveURL(`${ORIGIN}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Welcome back, Amelia' })).toBeVisible();

    // The sign-in is recorded on the passkey.
    await page.goto('/profile');
    await expect(biometricCard(page).getByRole('listitem')).toContainText(/Last used \d/);
  });

  test('returns to the remembered page after a passkey sign-in', async ({ page }) => {
    await addPlatformAuthenticator(page);
    await registerWithPasskey(page, 'passkey-redirect');
    await signOut(page);

    await page.goto('/profile');
    await expect(page).toHaveURL(`${ORIGIN}/login`);
    await page.getByRole('button', { name: 'Use Biometric Login' }).click();
    await page.getByRole('button', { name: 'Authenticate' }).click();
    await expect(page).toHaveURL(`${ORIGIN}/profile`);
  });

  test('offers the passkey in the email field’s autofill (conditional mediation)', async ({
    page,
  }) => {
    await addPlatformAuthenticator(page);
    await registerWithPasskey(page, 'passkey-autofill');
    await signOut(page);

    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Use Biometric Login' })).toBeVisible();
    // Reaching the email field starts the autofill request; the virtual authenticator answers it
    // as a person picking the suggested passkey would.
    await page.getByLabel('Email').click();
    await expect(page.getByText('Biometric authentication successful')).toBeVisible();
    await expect(page).toHaveURL(`${ORIGIN}/dashboard`);
  });

  test('a removed passkey no longer signs in', async ({ page }) => {
    await addPlatformAuthenticator(page);
    const name = await registerWithPasskey(page, 'passkey-removed');

    const card = biometricCard(page);
    await card.getByRole('button', { name: `Remove ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Remove passkey' })
      .getByRole('button', { name: 'Remove passkey' })
      .click();
    await expect(
      card.getByText('No passkeys yet. Set up biometric login to add one.'),
    ).toBeVisible();

    await signOut(page);
    // The authenticator still holds the credential; the server no longer accepts it.
    await signInWithPasskey(page);
    await expect(page.getByText('Authentication failed. Please try again.')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in with Fingerprint' })).toHaveCount(0);
    await expect(page).toHaveURL(`${ORIGIN}/login`);
  });

  test('without a platform authenticator /login offers no biometric login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
    // What this Chromium reports without an authenticator: WebAuthn, but no platform authenticator.
    expect(
      await page.evaluate(() =>
        PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable(),
      ),
    ).toBe(false);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use Biometric Login' })).toHaveCount(0);

    // The same page with a platform authenticator offers it.
    await addPlatformAuthenticator(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Use Biometric Login' })).toBeVisible();
  });
});

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`passkey screens in the ${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('the biometric panel and the biometric card have no serious or critical axe violations', async ({
      page,
    }) => {
      await addPlatformAuthenticator(page);
      await registerWithPasskey(page, `passkey-a11y-${colorScheme}`);
      const failing = (await cardViolations(page)).filter((line) =>
        FAILING_IMPACTS.has(line.split(' ')[0]),
      );
      expect(failing).toEqual([]);

      await signOut(page);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Use Biometric Login' }).click();
      await expect(page.getByRole('button', { name: 'Authenticate' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
