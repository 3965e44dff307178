/**
 * Prerendered public pages (issue 12, ADR 009): each renders its content without JavaScript, then
 * hydrates without console errors or hydration warnings in both colour schemes (journey.ts fails
 * any journey on one); a signed-in visitor
 * gets the signed-in navbar; the carousel, the menu and the contact form work after hydration.
 */
import { expect, test, type Page } from './journey';
import { STRONG_PASSWORD, uniqueEmail } from './support';

const PAGES: [path: string, h1: string][] = [
  ['/', 'Expert Valuations for Luxury Items'],
  ['/about', 'About Luxe Valuations'],
  ['/services', 'Our Services'],
  ['/contact', 'Contact Us'],
  ['/terms', 'Terms and Conditions'],
  ['/login', 'Welcome Back'],
  ['/register', 'Create Your Account'],
  ['/forgot-password', 'Forgot Your Password?'],
  ['/valuation', 'Online Valuation'],
  ['/visits/book', 'Book a Home Visit'],
];

async function hydrated(page: Page) {
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, h1] of PAGES) {
    test(`${path} shows its content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Luxe Valuations' }).first()).toBeVisible();
      expect(await page.locator('#root[data-prerendered]').count()).toBe(1);
    });
  }

  test('the services page carries the catalogue prices', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByText('£75').first()).toBeVisible();
  });
});

for (const scheme of ['dark', 'light'] as const) {
  test.describe(`hydration, ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    for (const [path, h1] of PAGES) {
      test(`${path} hydrates without errors or warnings`, async ({ page }) => {
        await page.goto(path);
        // The colour-scheme script ran before the first paint (allowed by its CSP hash).
        expect(await page.evaluate(() => document.documentElement.className)).toContain(scheme);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
      });
    }
  });
}

test('a signed-in visitor gets the signed-in navbar on a prerendered page', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('prerender');
  const registered = await request.post('/api/auth/register', {
    data: { email, password: STRONG_PASSWORD, firstName: 'Imogen', lastName: 'Hale' },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('authToken', value), token);
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Account menu for Imogen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  // And the sign-in page sends them on to their dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signing in on the prerendered /login loads the dashboard without an error, in its view transition', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('prerender-signin');
  const registered = await request.post('/api/auth/register', {
    data: { email, password: STRONG_PASSWORD, firstName: 'Cora', lastName: 'Vale' },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/login');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  // The form submits itself a second after it is valid (AuthForm): a click on "Sign In" as well
  // raced that submission on a slow machine (the button went away under it).
  // A document load into the app (index.html), which both documents opt into as a view transition.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Welcome back, Cora' })).toBeVisible();
  await page.waitForLoadState('networkidle');
});

test('after hydration: the carousel moves, the page transition runs on navigation', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const shown = page
    .getByRole('region', { name: 'Our valuation services', exact: true })
    .getByRole('group', { includeHidden: false })
    .getByRole('heading', { level: 2 });
  await page.getByRole('button', { name: 'Go to slide 3: Handbag Valuation' }).click();
  await expect(shown).toHaveText('Handbag Valuation');
  // The first page painted without the entrance animation; a navigation in the document animates.
  expect(await page.locator('.page-transition').count()).toBe(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('.page-transition')).toHaveCount(1);
  await expect(page).toHaveTitle('About Us | Luxe Valuations');
  // Back shows the home page again, in the document.
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Expert Valuations for Luxury Items' }),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('after hydration: the menu opens and navigates', async ({ page }) => {
    await page.goto('/services');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'About Luxe Valuations' }),
    ).toBeVisible();
  });
});

test.describe('on a phone with a dense screen', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

  for (const [path, image] of [
    ['/', 'hero-watch'],
    ['/about', 'about-atelier'],
  ]) {
    test(`${path} fetches its largest image once, in the size it paints`, async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        const file = new URL(request.url()).pathname.split('/').pop() ?? '';
        if (file.startsWith(`${image}-`)) fetched.push(file);
      });
      await page.goto(path, { waitUntil: 'load' });
      const painted = await page
        .locator(`img[fetchpriority="high"]`)
        .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname.split('/').pop());
      expect(fetched).toEqual([painted]);
    });
  }
});

test('after hydration: the contact form sends a message', async ({ page }) => {
  await page.goto('/contact');
  await hydrated(page);
  await page.getByLabel('Name').fill('Oliver Grant');
  await page.getByLabel('Email').fill(uniqueEmail('prerender-contact'));
  await page.getByLabel('Subject').fill('A brooch');
  await page.getByLabel('Message').fill('Could you value a Victorian brooch?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
});

test('the footer stays as prerendered: its code never loads, its links move in the document, it follows the colour mode', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  await hydrated(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Luxe Valuations');
  // A static island (ADR 012): the hydrated page keeps the prerendered footer without its code.
  expect(scripts.filter((path) => /\/(Site)?Footer-/.test(path))).toEqual([]);

  // A colour-mode change and a move in the document leave it in place.
  await page.getByRole('button', { name: /^Colour mode/ }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveClass(/light/);
  await footer
    .getByRole('navigation', { name: 'Company' })
    .getByRole('link', { name: 'Services' })
    .click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.locator('.page-transition')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Company' })).toBeVisible();
  await footer
    .getByRole('navigation', { name: 'Company' })
    .getByRole('link', { name: 'Contact' })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

test('the static parts of a page stay as prerendered: they follow the colour mode and come back with their page', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const why = page.getByRole('heading', { level: 2, name: 'Why Choose Our Valuation Services' });
  const colour = () => why.evaluate((heading) => getComputedStyle(heading).color);
  await expect(page.getByRole('heading', { level: 3, name: 'Same-Day Service' })).toBeVisible();
  await expect(page.getByText('£185 per hour')).toBeVisible();
  const light = await colour(); // the browser prefers light

  await page.getByRole('button', { name: /^Colour mode/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect.poll(colour).not.toBe(light);

  // Next to them, the page's buttons are hydrated: "Schedule Home Visit" drafts the enquiry.
  await page.getByRole('button', { name: 'Schedule Home Visit' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByLabel('Subject')).not.toHaveValue('');
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Details' })).toBeVisible();
  await page.goBack();
  await expect(why).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Certified Valuers' })).toBeVisible();
});

/** The value of a theme variable on <html> ('' when the page does not declare it). */
const themeVariable = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

/** The page's background, and the theme's background colour as the browser computes it. */
const backgrounds = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('i');
    probe.style.color = 'var(--lv-palette-background-default)';
    document.body.append(probe);
    const theme = getComputedStyle(probe).color;
    probe.remove();
    return { page: getComputedStyle(document.body).backgroundColor, theme };
  });

for (const scheme of ['dark', 'light'] as const) {
  test.describe(`the theme's variables, ${scheme} scheme`, () => {
    // The journey aborts the page's scripts and stylesheets: the browser logs each as failed.
    test.use({ colorScheme: scheme, consoleAllowed: [/net::ERR_FAILED/] });

    test('the prerendered page styles itself with its own before its scripts and stylesheets come, and has them all once hydrated', async ({
      page,
    }) => {
      await page.route(/\/assets\/.*\.(js|css)$/, (route) => route.abort());
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Expert Valuations for Luxury Items' }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
      const before = await backgrounds(page);
      expect(before.page).toBe(before.theme);
      expect(before.page).not.toBe('rgba(0, 0, 0, 0)');
      // A variable nothing on the page uses (an error alert's colour) is not in its HTML.
      expect(await themeVariable(page, '--lv-palette-Alert-errorColor')).toBe('');

      await page.unroute(/\/assets\/.*\.(js|css)$/);
      await page.reload();
      await hydrated(page);
      // Once hydrated, the theme has declared every variable, for what the page shows next.
      await expect.poll(() => themeVariable(page, '--lv-palette-Alert-errorColor')).not.toBe('');
      expect(await backgrounds(page)).toEqual(before);
    });
  });
}

test.describe('a remembered colour mode', () => {
  // The journey aborts the page's scripts once: the browser logs each as failed.
  test.use({ colorScheme: 'dark', consoleAllowed: [/net::ERR_FAILED/] });

  test('applies from the first paint of a prerendered page, and its button names it once hydrated', async ({
    page,
  }) => {
    await page.goto('/services');
    await hydrated(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Colour mode: System' }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);

    // Before its scripts run the page is already light (and not dark as well).
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.unroute(/\/assets\/.*\.js$/);

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Colour mode: Light' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Colour mode: Light' }).click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).not.toHaveClass(/\blight\b/);
  });
});
