/**
 * Navigation chrome: the top navbar (signed out and signed in), the slide-in menu on small
 * screens, the footer, and the page transitions.
 */
import { expect, test } from './journey';
import { registerThroughUi, uniqueEmail } from './support';

test.use({ serviceWorkers: 'block' });

test.describe('top navbar', () => {
  test('signed out: main links, Sign In and Get Started', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Services', '/services'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await nav.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signed in: the user menu with the first name, Dashboard, Profile Settings, Sign Out', async ({
    page,
  }) => {
    await registerThroughUi(page, uniqueEmail('chrome'), 'Beatrice');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    const account = nav.getByRole('button', { name: 'Account menu for Beatrice' });
    await expect(account).toHaveText('Beatrice');
    await account.click();
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await account.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('slide-in menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens with the links and Terms & Conditions, closes by Escape and by its close button', async ({
    page,
  }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Services',
      'About',
      'Contact',
      'Terms & Conditions',
      'Sign In',
      'Create Account',
    ]);
    await expect(menu.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    // Keyboard: the focus moves into the open menu and stays there.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.MuiDrawer-root'))))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(open).toBeFocused();

    await open.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toHaveCount(0);

    await open.click();
    await menu.getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(menu).toHaveCount(0);
  });

  test('signed in: Dashboard and Sign Out instead of Sign In and Create Account', async ({
    page,
  }) => {
    await registerThroughUi(page, uniqueEmail('chrome-mobile'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Create Account' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('footer', () => {
  test('link groups, social links, certification line and copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('gemmologist certification from a gem grading institute');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Luxe Valuations`);
    for (const name of ['Instagram', 'Facebook', 'X', 'LinkedIn']) {
      const link = footer.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    // The privacy and cookie notices are pages; the other Resources links are in-page anchors
    // (the router writes them against the current path).
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(footer.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookies',
    );
    await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', /^\/?#faq$/);

    const company = footer.getByRole('navigation', { name: 'Company' });
    await company.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await company.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await footer.getByRole('link', { name: 'Learn about our certifications' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole('heading', { name: 'About Luxe Valuations', level: 1 }),
    ).toBeVisible();
  });
});

test.describe('page transitions', () => {
  const animationAfterNavigation = async (page: import('@playwright/test').Page) => {
    await page.goto('/about');
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Company' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    // The routed element is re-keyed on navigation: poll until the new one is in place.
    const name = () =>
      page
        .locator('.page-transition')
        .first()
        .evaluate((el) => (el.isConnected ? getComputedStyle(el).animationName : ''))
        .catch(() => '');
    return expect.poll(name);
  };

  test.describe('narrow screen', () => {
    test.use({ viewport: { width: 375, height: 812 } });
    test('slides horizontally', async ({ page }) => {
      await (await animationAfterNavigation(page)).toBe('page-slide-in');
    });
  });

  test.describe('wide screen', () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    test('fades', async ({ page }) => {
      await (await animationAfterNavigation(page)).toBe('page-fade-in');
    });
  });

  test.describe('reduced motion', () => {
    test.use({ viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' });
    test('does not animate', async ({ page }) => {
      await (await animationAfterNavigation(page)).toBe('none');
    });
  });
});

test.describe('scroll between the app’s pages', () => {
  test.use({ viewport: { width: 1280, height: 420 } });
  test('a new page opens at its top; Back returns to where the visitor was', async ({ page }) => {
    await registerThroughUi(page, uniqueEmail('scroll'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Account menu for Amelia' }).click();
    const where = await page.evaluate(() => window.scrollY);
    expect(where).toBeGreaterThan(100);
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(where);
  });
});
