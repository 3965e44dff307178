import { expect, test } from './journey';
import { seriousViolations } from '../support/axe';
import { registerThroughUi, uniqueEmail, signOutThroughUi } from './support';

const publicPages = [
  '/',
  '/about',
  '/services',
  '/contact',
  '/terms',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=x',
];

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`accessibility in the ${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    for (const path of publicPages) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the dashboard and the open account menu have no serious or critical axe violations', async ({
      page,
    }) => {
      await registerThroughUi(page, uniqueEmail(`a11y-${colorScheme}`));
      await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: /Account menu/ }).click();
      await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
      // The menu grows in: contrast is judged once its transition has ended (mid-fade its text is
      // translucent, which axe reads as low contrast). A transition restarted midway cancels the
      // first one, so this waits for none to be running rather than for each to finish.
      await expect
        .poll(() =>
          page
            .getByRole('menu')
            .evaluate(
              (menu) =>
                (menu.closest('.MuiPaper-root') ?? menu)
                  .getAnimations({ subtree: true })
                  .filter((animation) => animation.playState === 'running').length,
            ),
        )
        .toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('the login form can be used with the keyboard alone', async ({ page }) => {
  const email = uniqueEmail('keyboard');
  await registerThroughUi(page, email);
  await signOutThroughUi(page);

  await page.goto('/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('Sapphire#2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});
