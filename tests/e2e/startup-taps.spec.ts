/**
 * Issue 35 (ADR 019): what a visitor does while a prerendered page is still starting takes effect.
 * A phone with its CPU slowed six times (CDP Emulation.setCPUThrottlingRate) and each script a
 * network away: each journey acts as soon as the prerendered control shows, its scripts let through
 * at that moment, so it acts while they load and React hydrates the page (React replays a tap on a
 * part it has not hydrated yet; the page's inline script holds one made before any script ran),
 * checks that it acted before the page had hydrated, and that the action took effect.
 * Signed out and signed in (a stored session, checked beside the hydration). handover.spec.ts holds
 * the scripts back entirely; these let them run at a phone's pace.
 */
import { expect, test, type Page } from './journey';
import { STRONG_PASSWORD, uniqueEmail } from './support';

type Visitor = 'signed out' | 'signed in';

/**
 * How far each script is once let through: a phone's network. Without it, a local server hands
 * the shell (one file) over so fast that a busy machine's Playwright could act after React had
 * hydrated (CI, 2 of 16), and the journey would prove nothing about start-up.
 */
const SCRIPT_LATENCY_MS = 750;

/** Where the page notes whether it had hydrated at the visitor's first action (startSlowly). */
const ACTED_KEY = 'startup-taps:acted';

/**
 * Slows the page's CPU six times and, signed in, stores a fresh customer's session. The page's
 * scripts wait until `start` is called (once its prerendered control shows), then each comes
 * SCRIPT_LATENCY_MS later, so the action comes while they load and React hydrates, however busy
 * the machine running the journey is.
 */
async function startSlowly(page: Page, visitor: Visitor): Promise<{ start: () => void }> {
  if (visitor === 'signed in') {
    const registered = await page.request.post('/api/auth/register', {
      data: {
        email: uniqueEmail('startup'),
        password: STRONG_PASSWORD,
        firstName: 'Imogen',
        lastName: 'Hale',
      },
    });
    expect(registered.ok()).toBe(true);
    const { token } = (await registered.json()) as { token: string };
    await page.addInitScript((value) => localStorage.setItem('authToken', value), token);
  }
  // Notes, at the visitor's first touch, key or input, whether the page had hydrated then (kept in
  // the tab's sessionStorage, so a link's navigation does not lose it).
  await page.addInitScript((key) => {
    const note = () => {
      if (sessionStorage.getItem(key) !== null) return;
      const hydrated = document.querySelector('#root[data-hydrated]') !== null;
      sessionStorage.setItem(key, hydrated ? 'after hydration' : 'before hydration');
    };
    for (const type of ['pointerdown', 'touchstart', 'keydown', 'input'])
      document.addEventListener(type, note, { capture: true });
  }, ACTED_KEY);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let start = () => {};
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await started;
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_LATENCY_MS));
    await route.continue();
  });
  return { start };
}

/**
 * The action came before the page had hydrated (the shell marks #root then), as the page itself
 * noted at the moment of the action: the scripts were held back until just before it, so at six
 * times less CPU they should not have hydrated the page yet. Checked, so a journey that acted too
 * late (and proves nothing about start-up) fails.
 */
async function actedBeforeHydration(page: Page): Promise<void> {
  const acted = await page.evaluate((key) => sessionStorage.getItem(key), ACTED_KEY);
  test.info().annotations.push({ type: 'acted', description: acted ?? 'no action seen' });
  expect(acted, 'the action came before the page had hydrated').toBe('before hydration');
}

/** Waits for the hydration (slow at six times less CPU). */
async function untilHydrated(page: Page): Promise<void> {
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1, { timeout: 45_000 });
}

for (const visitor of ['signed out', 'signed in'] as const) {
  test.describe(`a phone with a slow CPU, ${visitor}: what is done while the page starts`, () => {
    test.use({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    test.setTimeout(120_000);

    test('a tap on a radio chooses it', async ({ page }) => {
      const { start } = await startSlowly(page, visitor);
      await page.goto('/valuation', { waitUntil: 'commit' });
      const handbag = page.getByRole('radio', { name: /Professional handbag valuation service/ });
      await expect(handbag).toBeVisible({ timeout: 30_000 });
      start();
      await handbag.tap();
      await actedBeforeHydration(page);
      await untilHydrated(page);
      await expect(handbag).toBeChecked();
    });

    test('a tap on a link goes there', async ({ page }) => {
      const { start } = await startSlowly(page, visitor);
      await page.goto('/', { waitUntil: 'commit' });
      const link = page.getByRole('link', { name: 'Start Online Valuation' });
      await expect(link).toBeVisible({ timeout: 30_000 });
      start();
      await link.tap();
      await actedBeforeHydration(page);
      await expect(page).toHaveURL(/\/valuation$/, { timeout: 45_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Online Valuation' })).toBeVisible({
        timeout: 45_000,
      });
    });

    test('a tap on the menu opens it', async ({ page }) => {
      const { start } = await startSlowly(page, visitor);
      await page.goto('/about', { waitUntil: 'commit' });
      const open = page.getByRole('button', { name: 'Open menu' });
      await expect(open).toBeVisible({ timeout: 30_000 });
      start();
      await open.tap();
      await actedBeforeHydration(page);
      await untilHydrated(page);
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Terms & Conditions' })).toBeVisible({
        timeout: 30_000,
      });
    });

    test('text typed is kept', async ({ page }) => {
      const { start } = await startSlowly(page, visitor);
      await page.goto('/contact', { waitUntil: 'commit' });
      const message = page.getByRole('textbox', { name: 'Message' });
      await expect(message).toBeVisible({ timeout: 30_000 });
      start();
      await message.fill('Please value my Cartier Tank.');
      await actedBeforeHydration(page);
      await untilHydrated(page);
      await message.pressSequentially(' Thank you.');
      await expect(message).toHaveValue('Please value my Cartier Tank. Thank you.');
    });
  });
}
