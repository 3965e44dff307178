/**
 * Prerendered pages (ADR 011) show their forms before their JavaScript runs. What a visitor types
 * then must be what the form sends once the page has hydrated: each journey holds the page's
 * JavaScript back, types into the prerendered HTML, lets the JavaScript run, and submits.
 */
import { expect, test, type Page } from './journey';
import { STRONG_PASSWORD, uniqueEmail, waitForMail } from './support';

/**
 * Holds every JavaScript module of the page until the returned function is called. That function
 * waits for the hydrated page unless told not to: a journey whose held action navigates away as
 * soon as the page hydrates (a sign-in) may never show the flag, and checks where it lands instead.
 */
async function holdScripts(page: Page): Promise<(waitForHydration?: boolean) => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return async (waitForHydration = true) => {
    release();
    if (waitForHydration) await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
  };
}

/** Opens a prerendered page with its JavaScript held back (the page is not hydrated). */
async function openUnhydrated(
  page: Page,
  path: string,
): Promise<(waitForHydration?: boolean) => Promise<void>> {
  const hydrate = await holdScripts(page);
  // Module scripts run before DOMContentLoaded: with them held, the page is only committed.
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#root[data-prerendered] form')).toBeVisible();
  return hydrate;
}

/** Not hydrated yet: what was typed so far reached the HTML only. */
async function stillPrerendered(page: Page) {
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
}

test('what is typed into /login before hydration signs the visitor in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('typed-login');
  const registered = await request.post('/api/auth/register', {
    data: { email, password: STRONG_PASSWORD, firstName: 'Imogen', lastName: 'Hale' },
  });
  expect(registered.ok()).toBe(true);

  const hydrate = await openUnhydrated(page, '/login');
  await page.getByLabel('Email').pressSequentially(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await stillPrerendered(page);

  // Once hydrated, the login form submits itself a second after it is valid (AuthForm): with
  // what was typed. (Clicking "Sign In" as well would race that submission.)
  await hydrate();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByText(/is required/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Welcome back, Imogen' })).toBeVisible();
});

test('what is typed into /register before hydration creates the account', async ({ page }) => {
  const email = uniqueEmail('typed-register');
  const hydrate = await openUnhydrated(page, '/register');
  await page.getByLabel('First Name').fill('Beatrice');
  await page.getByLabel('Last Name').fill('Ashdown');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
  await stillPrerendered(page);

  await hydrate();
  await expect(page.getByText(/is required/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Welcome back, Beatrice' })).toBeVisible();
});

test('what is typed into /forgot-password before hydration is where the link goes', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('typed-forgot');
  const registered = await request.post('/api/auth/register', {
    data: { email, password: STRONG_PASSWORD, firstName: 'Imogen', lastName: 'Hale' },
  });
  expect(registered.ok()).toBe(true);

  const hydrate = await openUnhydrated(page, '/forgot-password');
  await page.getByLabel('Email').fill(email);
  await stillPrerendered(page);

  await hydrate();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await waitForMail(email, /reset/i);
});

test('what is typed into the /contact form before hydration is the message sent', async ({
  page,
}) => {
  const hydrate = await openUnhydrated(page, '/contact');
  await page.getByRole('textbox', { name: 'Name' }).fill('Amelia Hart');
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('typed-contact'));
  await page.getByRole('textbox', { name: 'Subject' }).fill('Ring valuation');
  await page.getByRole('textbox', { name: 'Message' }).fill('Please value my ring.');
  await stillPrerendered(page);

  await hydrate();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  // Sending clears the form's state: the fields follow only if the state held what they showed.
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
});

test('a tap on a button before hydration is replayed once the page has hydrated', async ({
  page,
}) => {
  const hydrate = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Schedule Home Visit' }).click();
  await stillPrerendered(page);
  await expect(page).toHaveURL(/\/$/);

  await hydrate();
  // The held tap ran on the hydrated button: the contact form, drafted.
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByLabel('Subject')).toHaveValue('Home Visit Valuation Service Enquiry');
});

test('a sign-in submitted before hydration is sent once the page has hydrated', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('held-login');
  const registered = await request.post('/api/auth/register', {
    data: { email, password: STRONG_PASSWORD, firstName: 'Rosalind', lastName: 'Ames' },
  });
  expect(registered.ok()).toBe(true);

  const hydrate = await openUnhydrated(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await stillPrerendered(page);
  // Held, not sent natively: the password never appears in the address.
  expect(page.url()).not.toContain('password');

  // The held sign-in goes out as the page hydrates and leaves for /dashboard at once.
  await hydrate(false);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Welcome back, Rosalind' })).toBeVisible();
});

test('a visitor with a stored session never sees "Sign In" on a prerendered page', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('session-hint');
  const registered = await request.post('/api/auth/register', {
    data: { email, password: STRONG_PASSWORD, firstName: 'Cecily', lastName: 'Vane' },
  });
  const { token } = (await registered.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('authToken', value), token);
  const hydrate = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'commit' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
  // The prerendered (signed-out) navbar, its guest actions hidden while the session is checked.
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Get Started' })).toBeHidden();

  await hydrate();
  await expect(page.getByRole('button', { name: 'Account menu for Cecily' })).toBeVisible();
});

test('a stored session that is no longer valid shows the guest actions again', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('authToken', 'not-a-valid-token'));
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
});
