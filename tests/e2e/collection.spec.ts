/**
 * My Collection (issue 34): a customer with two completed valuations opens it from the dashboard,
 * sees both and the total, leaves one out, downloads the schedule as PDF and CSV, shares it with an
 * insurer whose link opens signed out, and revoking the link closes it.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './journey';
import {
  adminToken,
  api,
  giveValuerProfile,
  paidRequest,
  registerApi,
  signInThroughUi,
  STRONG_PASSWORD,
} from './support';

test.describe('My Collection', () => {
  // Two paid and completed requests (argon2, uploads) on a shared 2-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('two valued items, one left out, the schedule downloaded and shared, then revoked', async ({
    browser,
    page,
    request,
  }) => {
    const customer = await registerApi(request, {
      label: 'collection',
      firstName: 'Amelia',
      lastName: 'Hartley',
    });
    const staffToken = await adminToken(request);
    await giveValuerProfile(request, staffToken);
    const watch = await paidRequest(request, customer, {
      watchBrand: 'Cartier',
      itemDescription: 'Santos de Cartier, steel, 2022, box and papers.',
    });
    const second = await paidRequest(request, customer, {
      watchBrand: 'IWC',
      itemDescription: 'IWC Portugieser Chronograph, steel, 2020.',
    });
    for (const [id, value] of [
      [watch.id, 6400],
      [second.id, 7100],
    ] as const) {
      await api(request, 'POST', `/api/staff/valuations/${id}/assign`, staffToken, {});
      await api(request, 'POST', `/api/staff/valuations/${id}/complete`, staffToken, {
        value,
        basis: 'insurance',
        assessedDescription: 'As described.',
      });
    }

    // from the dashboard
    await signInThroughUi(page, customer.email, STRONG_PASSWORD);
    await page.getByRole('link', { name: /My Collection/ }).click();
    await expect(page).toHaveURL(/\/collection$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Collection' })).toBeVisible({
      timeout: 30_000,
    });
    const total = page.getByRole('region', { name: 'Total insured value' });
    await expect(total).toContainText('£13,500');
    await expect(total).toContainText('2 items');
    await expect(page.getByRole('article')).toHaveCount(2);

    // one left out: it stays listed, the total drops
    const items = page.getByRole('article');
    const first = items.first();
    const firstTitle = (await first.getAttribute('aria-label')) ?? '';
    const firstValue =
      firstTitle.includes('IWC') || firstTitle.includes('Portugieser') ? 7100 : 6400;
    await first.getByRole('button', { name: /^Leave out of the schedule:/ }).click();
    await expect(total).toContainText(firstValue === 7100 ? '£6,400' : '£7,100');
    await expect(total).toContainText('1 item · 1 left out');
    await expect(first).toContainText('Left out of the schedule');

    // the schedule as PDF and CSV
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download schedule (PDF)' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^insurance-schedule-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^insurance-schedule-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = readFileSync(await csv.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    // the header and the one item still in the schedule
    expect(rows).toHaveLength(2);

    // shared with an insurer
    await page.getByRole('button', { name: 'Share with my insurer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share with my insurer' });
    await dialog.getByLabel(/Insurer or broker/).fill('Hiscox, Private Clients');
    await expect(dialog.getByLabel(/Link valid for \(days\)/)).toHaveValue('30');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const ready = page.getByRole('dialog', { name: 'Your link is ready' });
    const url = await ready.getByLabel('Link to the schedule').inputValue();
    expect(url).toMatch(/\/shared\/schedule\/[A-Za-z0-9_-]{40,}$/);
    await ready.getByRole('button', { name: 'Done' }).click();
    await expect(ready).toBeHidden();
    const shares = page.getByRole('region', { name: 'Shared links' });
    await expect(shares).toContainText('Hiscox, Private Clients');

    // the link opens signed out: the customer's name and the included item, never the email
    const insurer = await browser.newContext();
    const view = await insurer.newPage();
    const opened = await view.goto(url);
    expect(opened?.headers()['x-robots-tag']).toBe('noindex');
    await expect(view.getByText('The insured items of Amelia Hartley')).toBeVisible({
      timeout: 30_000,
    });
    await expect(view.getByRole('article')).toHaveCount(1);
    await expect(view.locator('body')).not.toContainText(customer.email);
    await expect(view.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // the view is counted; revoking closes the link at once
    await page.reload();
    await expect(shares).toContainText('1 view', { timeout: 30_000 });
    await shares
      .getByRole('button', { name: 'Revoke the link for Hiscox, Private Clients' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this link?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(confirm).toBeHidden();
    await expect(shares).toContainText('You have not shared your schedule yet.');

    const token = url.split('/').pop()!;
    expect((await request.get(`/api/shared/schedules/${token}`)).status()).toBe(404);
    await view.reload();
    await expect(
      view.getByText('This schedule link is not valid. It may have expired or been revoked.'),
    ).toBeVisible({ timeout: 30_000 });
    await insurer.close();
  });
});
