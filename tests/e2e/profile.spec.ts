import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './journey';
import { seriousViolations } from '../support/axe';
import {
  registerThroughUi,
  STRONG_PASSWORD,
  uniqueEmail,
  waitForMail,
  signOutThroughUi,
} from './support';

/** Opens /profile once the profile has loaded into the form. */
async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByLabel('First name')).not.toHaveValue('');
}

/** Waits for a dialog's fade-in to finish (axe measures contrast on what is painted). */
async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((el) => getComputedStyle(el.parentElement ?? el).opacity))
    .toBe('1');
}

async function signOut(page: Page) {
  await signOutThroughUi(page);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
}

/** The login form submits itself once valid (docs/product.md §2.9: auto-submit after 1 s). */
async function fillLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

test.describe('profile settings', () => {
  // Whole account journeys (register, several argon2 sign-ins, mail round trips) on a 2-core CI
  // machine shared with the story run: 30 s is too tight for the longest of them.
  test.describe.configure({ timeout: 90_000 });

  test('edits are saved, survive a reload and rename the navbar greeting', async ({ page }) => {
    await registerThroughUi(page, uniqueEmail('profile-edit'));
    await openProfile(page);

    // A new account: phone empty, the browser's zone shown, notification defaults.
    await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
    await expect(page.getByText('Email cannot be changed')).toBeVisible();
    await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('');
    // No phone number: SMS is off and cannot be turned on, and says why (issue 33).
    const sms = page.getByRole('switch', { name: /SMS notifications/ });
    await expect(sms).not.toBeChecked();
    await expect(sms).toBeDisabled();
    await expect(page.getByText(/Add a phone number under Profile Information/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    await page.getByLabel('First name').fill('Beatrice');
    await page.getByLabel('Phone number', { exact: true }).fill('+44 20 7946 0123');
    await expect(sms).toBeEnabled();
    await sms.click();
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await zone.click();
    await zone.fill('Asia/Tokyo');
    await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Beatrice' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    await page.reload();
    await openProfile(page);
    await expect(page.getByLabel('First name')).toHaveValue('Beatrice');
    await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('+44 20 7946 0123');
    await expect(page.getByRole('switch', { name: /SMS notifications/ })).toBeChecked();
    await expect(page.getByRole('switch', { name: /Email notifications/ })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
    await expect(page.getByRole('button', { name: 'Account menu for Beatrice' })).toBeVisible();
  });

  test('an invalid phone number or a short name is refused in the form', async ({ page }) => {
    await registerThroughUi(page, uniqueEmail('profile-invalid'));
    await openProfile(page);

    await page.getByLabel('Phone number', { exact: true }).fill('call me maybe');
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await page.getByLabel('Last name').fill('H');
    await expect(page.getByText('Last name is required')).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toHaveCount(0);

    await page.reload();
    await openProfile(page);
    await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Last name')).toHaveValue('Hartley');
  });

  test('the password can be changed; only the new one signs in afterwards', async ({ page }) => {
    const email = uniqueEmail('profile-password');
    const newPassword = 'Emerald#2027';
    await registerThroughUi(page, email);
    await openProfile(page);

    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current password').fill('Not-my-password1!');
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm new password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByText('Current password is incorrect')).toBeVisible();

    await dialog.getByLabel('Current password').fill(STRONG_PASSWORD);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await waitForMail(email, /password was changed/);

    await signOut(page);
    await fillLogin(page, email, STRONG_PASSWORD);
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('"Download my data" saves a JSON file holding the account', async ({ page }) => {
    const email = uniqueEmail('profile-export');
    await registerThroughUi(page, email);
    await openProfile(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^luxe-valuations-my-data-\d{4}-\d{2}-\d{2}\.json$/,
    );
    const file = await download.path();
    const data = JSON.parse(readFileSync(file, 'utf8')) as { user: { email: string } };
    expect(data.user.email).toBe(email);
    await expect(page.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  test('the account can be deleted with its password, and then no longer signs in', async ({
    page,
  }) => {
    const email = uniqueEmail('profile-delete');
    await registerThroughUi(page, email);
    await openProfile(page);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong#Password1');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Password is incorrect')).toBeVisible();

    await dialog.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The home page is the site shell's, loaded in place of the app (ADR 019), the toast with it.
    await expect(page.locator('#root[data-site]')).toHaveCount(1);
    await expect(page.getByText('Your account has been deleted').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await waitForMail(email, /account has been deleted/);

    // Signed out for good: protected pages go to /login and the old credentials are refused.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    // The app loads the site shell's /login in place of itself (ADR 019): let that load finish, or
    // the next navigation would cut it short.
    await expect(page.locator('#root[data-site]')).toHaveCount(1);
    await fillLogin(page, email, STRONG_PASSWORD);
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`profile accessibility in the ${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('/profile and its dialogs have no serious or critical axe violations', async ({
      page,
    }) => {
      await registerThroughUi(page, uniqueEmail(`profile-a11y-${colorScheme}`));
      await openProfile(page);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Change Password' }).click();
      const passwordDialog = page.getByRole('dialog', { name: 'Change Password' });
      await expect(passwordDialog.getByLabel('Current password')).toBeVisible();
      await passwordDialog.getByLabel('New password', { exact: true }).fill('weak');
      await settled(passwordDialog);
      expect(await seriousViolations(page)).toEqual([]);
      await passwordDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(passwordDialog).toBeHidden();

      await page.getByRole('button', { name: 'Delete my account' }).click();
      const deleteDialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await settled(deleteDialog);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(deleteDialog).toBeHidden();
    });
  });
}
