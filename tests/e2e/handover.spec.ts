/**
 * Issue 27: whatever a visitor does on a prerendered page before or during its hand-over (the
 * hydration; for a visitor with a stored session, the session check that turns the navbar to the
 * signed-in one) survives it: an open menu, typed text, the scroll position, the focused field.
 * ADR 012: the site shell serves signed-in visitors too and shows the session's answer as an
 * update of the hydrated page. Each journey acts on the page with its JavaScript held back (and,
 * signed in, the session's answer held back), then lets each through and checks the state.
 */
import { expect, test, type Page } from './journey';
import { STRONG_PASSWORD, uniqueEmail } from './support';

interface Held {
  /** Lets the page's JavaScript run and waits until the page has hydrated. */
  hydrate(): Promise<void>;
  /** Lets the session check answer and waits for its effect (signed in: the signed-in navbar). */
  answerSession(): Promise<void>;
}

/** A gate: `wait` resolves once `open` has been called. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait: () => opened, open };
}

type Visitor = 'signed out' | 'signed in';

/**
 * Opens `path` with its scripts and its session check held back; a signed-in visitor has the
 * stored token of a freshly registered customer called Imogen.
 */
async function openHeld(page: Page, path: string, visitor: Visitor): Promise<Held> {
  if (visitor === 'signed in') {
    const registered = await page.request.post('/api/auth/register', {
      data: {
        email: uniqueEmail('handover'),
        password: STRONG_PASSWORD,
        firstName: 'Imogen',
        lastName: 'Hale',
      },
    });
    expect(registered.ok()).toBe(true);
    const { token } = (await registered.json()) as { token: string };
    await page.addInitScript((value) => localStorage.setItem('authToken', value), token);
  }
  const scripts = gate();
  const session = gate();
  await page.route('**/assets/*.js', async (route) => {
    await scripts.wait();
    await route.continue();
  });
  await page.route('**/api/auth/validate', async (route) => {
    await session.wait();
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#root[data-prerendered] main')).toBeVisible();
  return {
    async hydrate() {
      scripts.open();
      await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
    },
    async answerSession() {
      session.open();
      if (visitor === 'signed in')
        await expect(page.locator('html.lv-session')).toHaveCount(0, { timeout: 15_000 });
    },
  };
}

for (const visitor of ['signed out', 'signed in'] as const) {
  test.describe(`${visitor}, the hand-over keeps`, () => {
    test.use({ serviceWorkers: 'block' });

    test('a menu opened as the page shows', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const held = await openHeld(page, '/about', visitor);
      await page.getByRole('button', { name: 'Open menu' }).click(); // held until hydrated
      await held.hydrate();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await held.answerSession();
      await expect(menu).toBeVisible();
      if (visitor === 'signed in') {
        await expect(page.getByText('Hello, Imogen')).toBeVisible();
        await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
        await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
      } else {
        await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
      }
    });

    test('text typed into a form', async ({ page }) => {
      const held = await openHeld(page, '/contact', visitor);
      const message = page.getByRole('textbox', { name: 'Message' });
      await message.fill('A sapphire ring, ');
      await held.hydrate();
      await message.pressSequentially('and a brooch.');
      await held.answerSession();
      if (visitor === 'signed in')
        await expect(page.getByRole('button', { name: 'Account menu for Imogen' })).toBeVisible();
      await expect(message).toHaveValue('A sapphire ring, and a brooch.');
    });

    test('the scroll position', async ({ page }) => {
      const held = await openHeld(page, '/terms', visitor);
      await page.evaluate(() => window.scrollTo(0, 900));
      await held.hydrate();
      await held.answerSession();
      if (visitor === 'signed in')
        await expect(page.getByRole('button', { name: 'Account menu for Imogen' })).toBeVisible();
      // Kept, not reset to the top. Signed in, the navigation bar's account button may differ by a
      // pixel or two from the signed-out buttons it replaces, and the browser's scroll anchoring
      // then moves scrollY by as much so that the text read stays where it was (898 seen once).
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(Math.abs(scrolled - 900)).toBeLessThanOrEqual(4);
    });

    test('the focused field', async ({ page }) => {
      const held = await openHeld(page, '/contact', visitor);
      const email = page.getByRole('textbox', { name: 'Email' });
      await email.focus();
      await held.hydrate();
      await held.answerSession();
      if (visitor === 'signed in')
        await expect(page.getByRole('button', { name: 'Account menu for Imogen' })).toBeVisible();
      await expect(email).toBeFocused();
      await page.keyboard.type('imogen@example.com');
      await expect(email).toHaveValue('imogen@example.com');
    });
  });
}

test('signed in on a marketing page: Sign Out from the account menu stays in the shell', async ({
  page,
}) => {
  const held = await openHeld(page, '/services', 'signed in');
  await held.hydrate();
  await held.answerSession();
  await page.getByRole('button', { name: 'Account menu for Imogen' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
