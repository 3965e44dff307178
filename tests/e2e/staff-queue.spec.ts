import { expect, test, type APIRequestContext, type Page } from './journey';
import { seriousViolations } from '../support/axe';
import {
  api,
  expertAccount,
  jpeg,
  paidRequest as paidWatchRequest,
  registerApi,
  signInThroughUi,
  STRONG_PASSWORD,
  uniqueEmail,
  type ApiAccount,
} from './support';

/**
 * The console for a working day (issue 25, docs/product.md §2.21): the queue opens on the expert's
 * open work, fits a 1280 px screen with long emails on one line, and is a list of cards on a phone.
 */

const LAST_NAME = 'Montgomery-Fitzwilliam';

/** A paid watch request of the customer's at the standard tier, with a small photo. */
async function paidRequest(request: APIRequestContext, customer: ApiAccount) {
  return paidWatchRequest(request, customer, {
    serviceTier: 'standard',
    firstName: 'Alexandra',
    lastName: LAST_NAME,
    image: { name: 'dial.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#c9a227', 320, 240) },
  });
}

/**
 * A customer with a long email and four paid requests: one the expert's, one unassigned, one
 * cancelled and one the expert completed.
 */
async function workingDay(request: APIRequestContext, label: string) {
  const expert = await expertAccount(request, {
    email: uniqueEmail(`${label}-expert`),
    lastName: LAST_NAME,
  });
  const customer = await registerApi(request, {
    email: uniqueEmail(`alexandra.montgomery-fitzwilliam.${label}`),
    firstName: 'Alexandra',
    lastName: LAST_NAME,
  });
  const unassigned = await paidRequest(request, customer);
  const mine = await paidRequest(request, customer);
  const cancelled = await paidRequest(request, customer);
  const completed = await paidRequest(request, customer);
  await api(request, 'POST', `/api/staff/valuations/${mine.id}/assign`, expert.token, {});
  await api(request, 'POST', `/api/valuations/${cancelled.id}/cancel`, customer.token);
  await api(request, 'POST', `/api/staff/valuations/${completed.id}/assign`, expert.token, {});
  await api(request, 'POST', `/api/staff/valuations/${completed.id}/complete`, expert.token, {
    value: 9800,
    basis: 'insurance',
    assessedDescription: 'Submariner Date, steel, 41 mm.',
  });
  return { expert, customer, unassigned, mine, cancelled, completed };
}

async function searchQueue(page: Page, search: string) {
  await page.goto('/staff');
  // The console's chunks load on first visit: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Valuation queue' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('searchbox', { name: 'Search' }).fill(search);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/search=/);
}

test.describe('the staff queue for a working day', () => {
  // Several accounts (argon2) and uploads on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test("opens on the expert's open work, fits 1280 px, and brings closed requests back on demand", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const day = await workingDay(request, 'queue');
    await signInThroughUi(page, day.expert.email, STRONG_PASSWORD);
    await searchQueue(page, day.customer.email);

    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Open requests');
    const table = page.getByRole('table', { name: 'Valuation queue' });
    const rows = table.getByRole('row');
    // Theirs first, then unassigned; the cancelled and the completed are out of the default view.
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(day.mine.reference);
    await expect(rows.nth(1)).toContainText('Eleanor Montgomery-Fitzwilliam');
    await expect(rows.nth(2)).toContainText(day.unassigned.reference);
    await expect(rows.nth(2)).toContainText('Unassigned');
    await expect(table.getByText(day.cancelled.reference)).toHaveCount(0);
    await expect(table.getByText(day.completed.reference)).toHaveCount(0);
    // Every open request shows when it is due; none is overdue yet.
    for (const row of [rows.nth(1), rows.nth(2)])
      await expect(row.getByRole('cell').last()).toHaveText(/\d{2}:\d{2}$/);
    await expect(table.getByText('Overdue', { exact: true })).toHaveCount(0);

    // The whole table fits: nothing scrolls sideways, the due date is whole.
    const fits = await page
      .locator('.MuiTableContainer-root')
      .evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    await expect(rows.nth(1).getByRole('cell').last()).toHaveText(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}$/,
    );
    // The long email stays on one line, cut with an ellipsis, whole in its title.
    const email = rows.nth(1).getByText(day.customer.email);
    await expect(email).toHaveAttribute('title', day.customer.email);
    expect(await email.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const lineHeight = await email.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await email.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All statuses' }).click();
    await expect(page).toHaveURL(/status=all/);
    await expect(rows).toHaveCount(5);
    await expect(table.getByText(day.cancelled.reference)).toBeVisible();
    await expect(table.getByText(day.completed.reference)).toBeVisible();
  });

  test('an overdue request is marked in the table and on the cards, its due date shown', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const day = await workingDay(request, 'overdue');
    // A due date passes in days: the server's answer is given yesterday's (the API test
    // staff-console.e2e-spec.ts checks that the server itself marks and sorts it first).
    const yesterday = new Date(Date.now() - 24 * 3600_000).toISOString();
    await page.route(
      (url) => url.pathname === '/api/staff/valuations',
      async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as { items: Record<string, unknown>[] };
        for (const item of body.items)
          if (item.id === day.mine.id) Object.assign(item, { dueAt: yesterday, overdue: true });
        await route.fulfill({ response: answer, json: body });
      },
    );
    await signInThroughUi(page, day.expert.email, STRONG_PASSWORD);
    await searchQueue(page, day.customer.email);
    const rows = page.getByRole('table', { name: 'Valuation queue' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    const overdue = rows.nth(1);
    await expect(overdue).toContainText(day.mine.reference);
    await expect(overdue).toHaveAttribute('data-overdue', 'true');
    await expect(overdue.getByText('Overdue', { exact: true })).toBeVisible();
    await expect(overdue.getByRole('cell').last()).toContainText(/\d{2}:\d{2}/);
    await expect(rows.nth(2)).not.toHaveAttribute('data-overdue');

    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole('list', { name: 'Valuation queue' }).getByRole('listitem');
    await expect(cards.first()).toHaveAttribute('data-overdue', 'true');
    await expect(cards.first().getByText('Overdue', { exact: true })).toBeVisible();
  });

  test('is a list of cards on a phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const day = await workingDay(request, 'cards');
    await signInThroughUi(page, day.expert.email, STRONG_PASSWORD);
    await searchQueue(page, day.customer.email);
    await expect(page.getByRole('table')).toHaveCount(0);
    const cards = page.getByRole('list', { name: 'Valuation queue' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(day.mine.reference);
    await expect(cards.first()).toContainText('Watch · Standard · Rolex');
    await expect(cards.first().getByText(day.customer.email)).toHaveAttribute(
      'title',
      day.customer.email,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
  });
});

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`the staff queue's accessibility in the ${colorScheme} scheme`, () => {
    test.use({ colorScheme });
    test.describe.configure({ timeout: 120_000 });

    test('the open queue, as a table and as cards, passes axe', async ({ page, request }) => {
      const day = await workingDay(request, `a11y-${colorScheme}`);
      await signInThroughUi(page, day.expert.email, STRONG_PASSWORD);
      await page.setViewportSize({ width: 1280, height: 800 });
      await searchQueue(page, day.customer.email);
      await expect(page.getByRole('table', { name: 'Valuation queue' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('list', { name: 'Valuation queue' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
