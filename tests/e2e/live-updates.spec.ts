import { expect, test } from './journey';
import {
  api,
  E2E_ADMIN,
  expertAccount,
  paidRequest,
  registerApi,
  signInThroughUi,
  STRONG_PASSWORD,
} from './support';

/**
 * Pages follow changes live and staff are told too (contracts: Notifications; docs/product.md
 * "Staff are told too", "Pages follow changes live"): the customer's request page changes to
 * "More information requested" while the expert asks, the staff request page changes once the
 * customer answers, and the expert's bell shows the answer; a message in an unassigned
 * conversation reaches the admin's bell. No page is reloaded.
 */
test.describe('pages that follow and staff who are told', () => {
  // Accounts (argon2), uploads and two signed-in browsers on a shared 2-core machine.
  test.describe.configure({ timeout: 150_000 });

  test('the request pages change as the expert asks and the customer answers; the bell says so', async ({
    browser,
    page,
    request,
  }) => {
    const customer = await registerApi(request, { label: 'live-jane' });
    const expert = await expertAccount(request, { label: 'live-eleanor', lastName: 'Grant' });
    const v = await paidRequest(request, customer);

    // the customer watches their request page
    await signInThroughUi(page, customer.email, STRONG_PASSWORD);
    await page.goto(`/valuations/${v.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Valuation request ${v.reference}` }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Paid').first()).toBeVisible();

    // the expert signs in to the console and opens the same request
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInThroughUi(staff, expert.email, STRONG_PASSWORD);
    await staff.goto(`/staff/valuations/${v.id}`);
    await expect(
      staff.getByRole('heading', { level: 1, name: `Request ${v.reference}` }),
    ).toBeVisible({ timeout: 30_000 });
    await api(request, 'POST', `/api/staff/valuations/${v.id}/assign`, expert.token, {});
    await api(request, 'POST', `/api/staff/valuations/${v.id}/request-info`, expert.token, {
      message: 'Please add a photo of the caseback.',
    });

    // the customer's page changes without a reload, and the bell counts one notice, not two
    await expect(page.getByText('More information requested').first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      page
        .getByRole('region', { name: 'Your answer to the expert' })
        .getByText('Please add a photo of the caseback.', { exact: true }),
    ).toBeVisible();
    const customerNotices = await api<{ notifications: { kind: string }[] }>(
      request,
      'GET',
      '/api/notifications',
      customer.token,
    );
    expect(customerNotices.notifications.map((n) => n.kind)).not.toContain('chat_reply');

    // the staff page shows the request waiting, then the answer arrives without a reload
    await expect(staff.getByText('More information requested').first()).toBeVisible({
      timeout: 15_000,
    });
    await api(request, 'POST', `/api/valuations/${v.id}/respond`, customer.token, {
      message: 'The caseback is engraved; photo to follow.',
    });
    await expect(staff.getByText('The caseback is engraved; photo to follow.').first()).toBeVisible(
      { timeout: 15_000 },
    );

    // the expert's bell says it, and the notice opens the request (other journeys' customers
    // write to nobody in particular, which tells every expert too: the count is not asserted)
    const bell = staff.getByRole('button', { name: /^Notifications, \d+ unread$/ }).first();
    await expect(bell).toBeVisible({ timeout: 15_000 });
    await bell.click();
    const notice = staff.getByRole('link', {
      name: new RegExp(`The customer answered your request on ${v.reference}`),
    });
    await expect(notice).toBeVisible();
    await staffContext.close();
  });

  test("a customer's message with nobody assigned reaches the admin's bell", async ({
    page,
    request,
  }) => {
    const customer = await registerApi(request, { label: 'live-unassigned', firstName: 'Amir' });
    await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/staff');
    const bell = page.getByRole('button', { name: /^Notifications/ }).first();
    await expect(bell).toBeVisible({ timeout: 30_000 });
    const before = await bell.getAttribute('aria-label');
    const message = await request.post('/api/chat/messages', {
      headers: { authorization: `Bearer ${customer.token}` },
      multipart: { content: 'Is my watch ready?' },
    });
    expect(message.status()).toBe(201);
    // the count changes live (other journeys may tell the admin too: only a change is asserted)
    await expect(bell).not.toHaveAttribute('aria-label', before ?? '', { timeout: 15_000 });
    await bell.click();
    await expect(
      page.getByRole('link', {
        name: /New message from Amir .*Nobody has taken this conversation yet\./,
      }),
    ).toBeVisible();
  });
});
