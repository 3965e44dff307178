import { expect, test, type Page } from './journey';
import { PAYMENT_TEXTS, TEST_CARDS } from '@valuation/contracts';
import { seriousViolations } from '../support/axe';
import { registerThroughUi, STRONG_PASSWORD, uniqueEmail } from './support';

/** A small gold PNG: a real image the server can judge by its bytes and re-encode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4ucKHJMQwqmFUw/DVAAAQBr0Q31NfIAAAAABJRU5ErkJggg==',
  'base64',
);
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** Step 1 for a watch (already chosen): Express, Rolex, a description and two photos. */
async function watchDetails(page: Page) {
  await page.getByRole('radio', { name: /^Express/ }).click();
  await page.getByRole('combobox', { name: 'Watch brand' }).click();
  await page.getByRole('option', { name: 'Rolex' }).click();
  await page.getByLabel('Item description').fill('Submariner Date, 2019, box and papers');
  await page
    .getByTestId('image-picker-input')
    .setInputFiles([photo('dial.png'), photo('back.png')]);
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expect(page.getByText('You can add 3 more photos.', { exact: false })).toBeVisible();
}

async function address(page: Page) {
  await page.getByLabel('Street').fill('12 Mount Street');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Postal code').fill('W1K 2RD');
  await page.getByLabel('Country').fill('United Kingdom');
}

/** A signed-in customer's watch request, submitted: lands on the test payment page. */
async function submitWatchRequest(page: Page) {
  await page.goto('/valuation');
  await page.getByRole('radio', { name: /Professional watch valuation service/ }).click();
  await watchDetails(page);
  await page.getByRole('button', { name: 'Continue to Personal Details' }).click();
  await address(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Name on card').fill('Amelia Hartley');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay £/ }).click();
}

test('a watch request with two photos from the Home slide to the test payment and back, tracked on the dashboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerThroughUi(page, uniqueEmail('valuation-watch'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.getByRole('button', { name: 'Go to slide 1: Watch Valuation' }).click();
  await page.getByRole('button', { name: 'Get Started Now' }).click();
  await expect(page).toHaveURL(/\/valuation$/);
  await expect(
    page.getByRole('radio', { name: /Professional watch valuation service/ }),
  ).toHaveAttribute('aria-checked', 'true');
  // The service was applied once and the navigation state cleared.
  await expect.poll(() => page.evaluate(() => window.history.state?.usr ?? null)).toBeNull();

  await watchDetails(page);
  // what the valuation is for, and the reference the customer knows: the expert starts from them
  await page.getByRole('radio', { name: /^Probate/ }).check();
  await page.getByLabel('Reference number').fill('126610LN');
  await page.getByRole('checkbox', { name: /Auto-revalue/ }).check();
  await expect(page.getByText('Total: £95')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Personal Details' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Amelia');
  await address(page);
  await page.getByLabel('Phone', { exact: true }).fill('020 7946 0958');
  // a new account's profile holds neither: the wizard offers to keep them, ticked (issue 33)
  await expect(
    page.getByRole('checkbox', { name: 'Save this phone number and address to my profile' }),
  ).toBeChecked();
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/valuations',
  );
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  expect((await (await created).json()).valuation).toMatchObject({
    purpose: 'probate',
    itemReference: '126610LN',
  });

  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await expect(page.getByText(PAYMENT_TEXTS.testNotice)).toBeVisible();
  const reference = (await page.getByText(/^LV-/).textContent()) ?? '';
  expect(reference).toMatch(/^LV-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await payWith(page, TEST_CARDS.pays);

  await expect(page).toHaveURL(/\/valuations\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Valuation request ${reference}`,
  );
  await expect(page.getByRole('region', { name: 'Price and payment' })).toContainText('Paid on');
  await expect(page.getByRole('button', { name: /Open .* full size/ })).toHaveCount(2);
  // what it is for and the reference given, on the customer's own request page
  const item = page.getByRole('region', { name: 'The item' });
  await expect(item).toContainText('Probate');
  await expect(item).toContainText('126610LN');

  await page.goto('/dashboard');
  const row = page
    .getByRole('region', { name: 'Your valuations' })
    .getByRole('link', { name: new RegExp(reference) });
  await expect(row).toContainText('Watch, Express');
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('£95');

  // the phone and address ticked in the wizard are the profile's now
  await page.goto('/profile');
  const details = page.getByRole('region', { name: 'Profile Information' });
  await expect(details.getByLabel('Phone number')).toHaveValue('020 7946 0958');
  await expect(details.getByLabel('Street')).toHaveValue('12 Mount Street');
  await expect(details.getByLabel('City')).toHaveValue('London');
  await expect(details.getByLabel('Postal code')).toHaveValue('W1K 2RD');
  await expect(details.getByLabel('Country')).toHaveValue('United Kingdom');

  // the next request starts from them, and has nothing new to offer
  await page.goto('/valuation');
  await page.getByRole('radio', { name: /Professional watch valuation service/ }).click();
  await watchDetails(page);
  await page.getByRole('button', { name: 'Continue to Personal Details' }).click();
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('020 7946 0958');
  await expect(page.getByLabel('Street')).toHaveValue('12 Mount Street');
  await expect(page.getByRole('checkbox', { name: /Save this phone number/ })).toHaveCount(0);
});

test('a declined card is refused on the payment page; Back lands on the request, still payable', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerThroughUi(page, uniqueEmail('valuation-declined'));
  await submitWatchRequest(page);
  await payWith(page, TEST_CARDS.declined);
  await expect(page.getByRole('alert')).toHaveText(PAYMENT_TEXTS.declined);

  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByLabel('Card number').blur();
  await expect(page.getByText('Your card number is invalid.')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/valuations\/[^/]+$/);
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
});

test('a signed-out visitor registers in the dialog without losing the photos', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('valuation-dialog');
  await page.goto('/valuation');
  await page.getByRole('radio', { name: /Professional watch valuation service/ }).click();
  await watchDetails(page);
  await page.getByRole('button', { name: 'Continue to Personal Details' }).click();
  await page.getByLabel('First name').fill('Amelia');
  await page.getByLabel('Last name').fill('Hartley');
  await page.getByLabel('Email').fill(email);
  await address(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  const dialog = page.getByRole('dialog', { name: 'Sign in to continue' });
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await expect(dialog.getByLabel('First Name')).toHaveValue('Amelia');
  await dialog.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await dialog.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await expect(page.getByRole('button', { name: 'Pay £75' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: /Open .* full size/ })).toHaveCount(2);
});

test('a reload in the middle keeps the draft, photos included; Start again clears it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/valuation');
  await page.getByRole('radio', { name: /Professional watch valuation service/ }).click();
  await watchDetails(page);
  await page.getByRole('button', { name: 'Continue to Personal Details' }).click();
  await page.getByLabel('First name').fill('Amelia');
  // The draft is written shortly after the last change.
  await page.waitForTimeout(1000);
  await page.reload();

  await expect(page.getByLabel('First name')).toHaveValue('Amelia');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Item description')).toHaveValue(
    'Submariner Date, 2019, box and papers',
  );
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(
    2,
  );

  // Another page of the app, straight after a change (the pending draft is written on leaving).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/valuation$/);
  await expect(page.getByLabel('Item description')).toHaveValue(
    'Submariner Date, 2019, box and papers',
  );
  await page.getByRole('button', { name: 'Start again' }).click();
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Service Level' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue to Personal Details' })).toBeDisabled();
});

test('a service chosen from Services, then changed, is kept by a reload at once', async ({
  page,
}) => {
  await page.goto('/services');
  await page
    .getByRole('article', { name: 'Watch Valuation' })
    .getByRole('button', { name: 'Get Started' })
    .click();
  await expect(page).toHaveURL(/\/valuation$/);
  const watch = page.getByRole('radio', { name: /Professional watch valuation service/ });
  await expect(watch).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: /Professional handbag valuation service/ }).click();
  // No wait: the visitor's latest choice is kept even when the page is left at once.
  await page.reload();
  await expect(
    page.getByRole('radio', { name: /Professional handbag valuation service/ }),
  ).toHaveAttribute('aria-checked', 'true');
  await expect(watch).toHaveAttribute('aria-checked', 'false');
});

test('a paid request is cancelled within the window and refunded', async ({ page }) => {
  test.setTimeout(90_000);
  await registerThroughUi(page, uniqueEmail('valuation-cancel'));
  await submitWatchRequest(page);
  await payWith(page, TEST_CARDS.pays);
  await expect(page).toHaveURL(/\/valuations\/[^/]+$/);

  await page.getByRole('button', { name: 'Cancel request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this request?' });
  await expect(dialog).toContainText('Your payment of £75 will be refunded in full');
  await dialog.getByRole('button', { name: 'Cancel request' }).click();
  await expect(page.getByRole('region', { name: 'Price and payment' })).toContainText(
    'Refunded in full on',
  );
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
});

for (const colorScheme of ['dark', 'light'] as const) {
  test(`the valuation pages have no serious or critical axe violations (${colorScheme})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    test.info().annotations.push({ type: 'scheme', description: colorScheme });
    // No page transition: axe sees the page as it settles, not mid-fade.
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.goto('/valuation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online Valuation');
    expect(await seriousViolations(page)).toEqual([]);

    await registerThroughUi(page, uniqueEmail(`valuation-a11y-${colorScheme}`));
    await submitWatchRequest(page);
    await expect(page.getByText(PAYMENT_TEXTS.testNotice)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goBack();
    await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Your valuations' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
