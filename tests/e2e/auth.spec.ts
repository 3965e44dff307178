import { expect, test } from './journey';
import {
  hydrated,
  registerThroughUi,
  STRONG_PASSWORD,
  uniqueEmail,
  waitForMail,
  signOutThroughUi,
  siteShellHydrated,
} from './support';

test.describe('accounts and sign-in', () => {
  test('register → dashboard → sign out → protected page asks to sign in → back where they were', async ({
    page,
  }) => {
    const email = uniqueEmail('journey');
    await registerThroughUi(page, email, 'Amelia');

    await expect(
      page.getByText('Welcome! Your account has been created successfully.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome back, Amelia' })).toBeVisible();
    await expect(
      page.getByText('Manage your valuations and account settings from your personal dashboard.'),
    ).toBeVisible();

    // The welcome mail went out.
    await waitForMail(email, /welcome/i);

    // Sign out from the user menu.
    await signOutThroughUi(page);
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

    // A protected page sends the visitor to /login and remembers where they were going.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();

    // The session survives a reload (token validated on start).
    await page.reload();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  });

  test('login auto-submits one second after the form becomes valid, and a wrong password shows the server error', async ({
    page,
  }) => {
    const email = uniqueEmail('auto');
    await registerThroughUi(page, email);
    await signOutThroughUi(page);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Password1');
    // No click: the form submits by itself and the server's error is shown.
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Sign In in the home page’s navbar opens /login in the same document; signing in there lands on the dashboard', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('navbar');
    const registered = await request.post('/api/auth/register', {
      data: { email, password: STRONG_PASSWORD, firstName: 'Beatrice', lastName: 'Lowe' },
    });
    expect(registered.ok()).toBe(true);

    await page.goto('/');
    await hydrated(page);
    // A mark on this document: still there after the click means no page was loaded.
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page).toHaveTitle(/Sign In/);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    // The form submits itself once valid.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Welcome back, Beatrice' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    // /login gave way to the dashboard in the history: Back returns to the home page.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('registration shows the rules and refuses a duplicate email', async ({ page }) => {
    const email = uniqueEmail('dup');
    await registerThroughUi(page, email);
    await signOutThroughUi(page);

    await page.goto('/register');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('different');
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    await page.getByLabel('First Name').fill('Amelia');
    await page.getByLabel('Last Name').fill('Hartley');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText('This email is already registered. Please try logging in instead.').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('forgot password → link from the outbox → the new password works and the old one does not', async ({
    page,
  }) => {
    const email = uniqueEmail('reset');
    await registerThroughUi(page, email);
    await signOutThroughUi(page);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page.getByText(
        'Password reset instructions have been sent to your email. Please check your inbox.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await siteShellHydrated(page);

    const mail = await waitForMail(email, /reset/i);
    const link = mail.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link, 'the mail carries a reset link').toBeTruthy();

    const newPassword = 'Emerald$2027';
    await page.goto(link!);
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await siteShellHydrated(page);

    // The link is single-use, and a used link says so as its page opens, before any password.
    await page.goto(link!);
    await expect(
      page.getByText('This reset link is invalid or has expired.').first(),
    ).toBeVisible();
    await expect(page.getByLabel('New Password')).toHaveCount(0);

    // The old password no longer works; the new one does.
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('unknown paths go home, replacing history', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
  });
});
