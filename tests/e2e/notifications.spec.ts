import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './journey';
import {
  catalogueService,
  londonDate,
  MARKET_TEXTS,
  notificationsLabel,
  TEST_CARDS,
  type NotificationsResponse,
} from '@valuation/contracts';
import { LocalPushService } from '../../backend/test/helpers/push-service';
import { seriousViolations } from '../support/axe';
import {
  adminToken,
  api,
  apiForm,
  E2E_ADMIN,
  giveValuerProfile,
  paidRequest,
  registerApi,
  signInThroughUi,
  STRONG_PASSWORD,
  waitForMail,
  type ApiAccount,
} from './support';

/**
 * Issue 24's journeys: push turned on in the profile and a push received when an expert replies;
 * the bell and its list; an expert's market movement reaching the customer, who requests the
 * revaluation. The expert's side that is not the journey's subject (a chat reply, completing a
 * request) goes through the API; the customer's side and the staff console's Market go through
 * the pages.
 */

/** A small gold PNG (a real image the server re-encodes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4ucKHJMQwqmFUw/DVAAAQBr0Q31NfIAAAAABJRU5ErkJggg==',
  'base64',
);

const customerAccount = (request: APIRequestContext, label: string) =>
  registerApi(request, { label, firstName: 'Amelia', lastName: 'Hartley' });

/** The customer writes in Expert Chat; an expert answers it (as the staff inbox does). */
async function expertReplies(
  request: APIRequestContext,
  customer: ApiAccount,
  staffToken: string,
  reply: string,
) {
  const inbox = await api<{ items: { id: string }[] }>(
    request,
    'GET',
    `/api/staff/conversations?search=${encodeURIComponent(customer.email)}`,
    staffToken,
  );
  let conversation = inbox.items[0]?.id;
  if (!conversation) {
    await apiForm(request, '/api/chat/messages', customer.token, {
      content: 'Hello, could you look at my watch?',
    });
    const found = await api<{ items: { id: string }[] }>(
      request,
      'GET',
      `/api/staff/conversations?search=${encodeURIComponent(customer.email)}`,
      staffToken,
    );
    conversation = found.items[0].id;
  }
  await apiForm(request, `/api/staff/conversations/${conversation}/messages`, staffToken, {
    content: reply,
  });
}

/** A customer's watch request, paid with the test card (the wizard is another journey's). */
const paidWatchRequest = (request: APIRequestContext, customer: ApiAccount, brand: string) =>
  paidRequest(request, customer, {
    watchBrand: brand,
    itemDescription: `${brand} Speedmaster Professional, steel, 2019, box and papers.`,
    firstName: 'Amelia',
    lastName: 'Hartley',
    cardName: 'Amelia Hartley',
    image: { name: 'dial.png', mimeType: 'image/png', buffer: PNG },
  });

/** The staff console's Market page, through its navigation. */
async function openMarket(page: Page) {
  await page.goto('/staff');
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Market' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible();
}

/** Fills the form "Record a movement" for a watch brand, dated today (UK). */
async function fillMovement(page: Page, brand: string, change: string, note: string) {
  const form = page.getByRole('form', { name: 'Record a movement' });
  await form.getByRole('combobox', { name: 'Brand' }).click();
  await page.getByRole('option', { name: brand, exact: true }).click();
  await form.getByLabel('Change in percent').fill(change);
  await form.getByLabel('Applies from').fill(londonDate(new Date()));
  await form.getByLabel('Note').fill(note);
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ }).first();

/**
 * How the browser's subscription reaches the local push service. Headless Chromium offline has no
 * push service (PushManager.subscribe would ask Google's FCM and fail), so this init script
 * answers PushManager.subscribe and getSubscription with a subscription to the local service: its
 * endpoint and the p256dh/auth keys of a device whose private key the test holds, so that the
 * test can decrypt what arrives. The key the page asked to subscribe with is kept for the test
 * to compare with the server's. Everything else is the product's: the permission (granted to
 * the context), the switch, the POST of the subscription, the server's allow-list, its VAPID
 * signature and aes128gcm encryption, and its HTTPS request through NODE_EXTRA_CA_CERTS.
 */
function answerPushManager(sub: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  if (typeof PushManager === 'undefined') return;
  const STORE = 'e2e-push-subscription';
  const decode = (text: string) => {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0)).buffer;
  };
  const encode = (key: BufferSource) => {
    const bytes = ArrayBuffer.isView(key)
      ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength)
      : new Uint8Array(key);
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  };
  const subscription = (serverKey: string) =>
    ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: decode(serverKey) },
      getKey: (name: 'p256dh' | 'auth') => decode(sub.keys[name]),
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(STORE);
        return true;
      },
    }) as unknown as PushSubscription;
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    const serverKey = typeof key === 'string' ? key : key ? encode(key) : '';
    localStorage.setItem(STORE, serverKey);
    return subscription(serverKey);
  };
  PushManager.prototype.getSubscription = async function () {
    const serverKey = localStorage.getItem(STORE);
    return serverKey === null ? null : subscription(serverKey);
  };
}

test.describe('notifications', () => {
  // Several accounts (argon2), a chat, payments and a scheduled job on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('push on this device: an expert replies and the push arrives, signed and encrypted', async ({
    browser,
    request,
    baseURL,
  }) => {
    const push = new LocalPushService({
      port: Number(process.env.E2E_PUSH_PORT),
      certDir: process.env.E2E_PUSH_DIR,
      trustInProcess: false,
    });
    await push.start();
    try {
      const customer = await customerAccount(request, 'push');
      const staffToken = await adminToken(request);
      const device = push.subscription(`/push/${randomUUID()}`);

      const context = await browser.newContext();
      await context.grantPermissions(['notifications'], { origin: baseURL });
      await context.addInitScript(answerPushManager, {
        endpoint: device.endpoint,
        keys: device.keys,
      });
      const page = await context.newPage();
      await signInThroughUi(page, customer.email, STRONG_PASSWORD);
      await page.goto('/profile');
      const pushSwitch = page.getByRole('switch', { name: /Push notifications on this device/ });
      await expect(pushSwitch).not.toBeChecked();
      // On once the service worker is ready, the permission granted and the subscription stored.
      await pushSwitch.click();
      await expect(pushSwitch).toBeChecked({ timeout: 20_000 });
      await expect(pushSwitch).toBeEnabled();
      // The page subscribed with the server's VAPID key.
      const { publicKey } = await api<{ publicKey: string }>(
        request,
        'GET',
        '/api/push/public-key',
      );
      expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscription'))).toBe(
        publicKey,
      );

      await expertReplies(request, customer, staffToken, 'Your Speedmaster looks genuine.');
      const [received] = await push.waitFor(1, 15_000);
      expect(push.failures).toEqual([]);
      expect(received).toMatchObject({
        path: new URL(device.endpoint).pathname,
        vapidKey: publicKey,
        claims: { aud: `https://${push.host}` },
        payload: {
          title: 'A valuation expert has replied to you',
          body: 'Open Expert Chat to read the reply.',
          url: '/chat',
          kind: 'chat_reply',
        },
      });
      // The bell heard it too, live.
      await expect(bell(page)).toHaveAccessibleName(notificationsLabel(1));

      // Turned off: the subscription is deleted, and the next reply is not pushed.
      await pushSwitch.click();
      await expect(pushSwitch).not.toBeChecked();
      await expect(pushSwitch).toBeEnabled();
      await expertReplies(request, customer, staffToken, 'One more thing.');
      await expect(bell(page)).toHaveAccessibleName(notificationsLabel(2));
      // The push of a notification leaves as it is stored: had the reply been pushed, it would be
      // at the service by now (the bell heard of it); half a second more for a slow machine.
      await page.waitForTimeout(500);
      expect(push.received).toHaveLength(1);
      await context.close();
    } finally {
      await push.stop();
    }
  });

  test('the bell counts and lists; an entry opens its page, read; Mark all as read', async ({
    page,
    request,
  }) => {
    const customer = await customerAccount(request, 'bell');
    const staffToken = await adminToken(request);
    const valuation = await paidWatchRequest(request, customer, 'Cartier');
    await expertReplies(request, customer, staffToken, 'We have your Cartier.');
    const before = await api<NotificationsResponse>(
      request,
      'GET',
      '/api/notifications',
      customer.token,
    );
    const receipt = `Payment receipt for valuation request ${valuation.reference}`;
    expect(before.notifications.map((n) => n.title)).toEqual(
      expect.arrayContaining(['A valuation expert has replied to you', receipt]),
    );
    const count = before.unread;
    expect(count).toBe(before.notifications.length);

    await signInThroughUi(page, customer.email, STRONG_PASSWORD);
    await expect(bell(page)).toHaveAccessibleName(notificationsLabel(count));
    await bell(page).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const entries = page.getByRole('list', { name: 'Notifications' }).getByRole('link');
    // newest first, as the server keeps them
    await expect(entries).toHaveCount(count);
    for (const [index, n] of before.notifications.entries()) {
      await expect(entries.nth(index)).toContainText(n.title);
      await expect(entries.nth(index)).toContainText('Unread');
    }
    for (const colorScheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      expect(await seriousViolations(page), colorScheme).toEqual([]);
    }

    // an entry opens its page and is read
    await entries.filter({ hasText: receipt }).click();
    await expect(page).toHaveURL(new RegExp(`/valuations/${valuation.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Valuation request ${valuation.reference}`,
    );
    await expect(bell(page)).toHaveAccessibleName(notificationsLabel(count - 1));
    await page.goBack();
    await expect(entries.filter({ hasText: receipt })).not.toContainText('Unread');

    // a new one arrives while the list is open: counted and listed at once
    await expertReplies(request, customer, staffToken, 'The papers are in order.');
    await expect(bell(page)).toHaveAccessibleName(notificationsLabel(count));
    await expect(entries).toHaveCount(count + 1);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toHaveAccessibleName(notificationsLabel(0));
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect(entries.filter({ hasText: 'Unread' })).toHaveCount(0);
  });

  test('an expert records a market movement; the customer sees the notice and requests the revaluation', async ({
    browser,
    page,
    request,
  }) => {
    const customer = await customerAccount(request, 'market');
    const staffToken = await adminToken(request);
    await giveValuerProfile(request, staffToken);
    // Omega: no other journey completes an Omega request, so this movement concerns this one (and,
    // on a retry, the first attempt's).
    const valuation = await paidWatchRequest(request, customer, 'Omega');
    await api(request, 'POST', `/api/staff/valuations/${valuation.id}/assign`, staffToken, {});
    await api(request, 'POST', `/api/staff/valuations/${valuation.id}/complete`, staffToken, {
      value: 10000,
      basis: 'insurance',
      assessedDescription: 'As described.',
    });

    // the expert records it in the staff console, dated today (today's certificates count): the
    // count of customers to be told first, then the confirmation
    await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await openMarket(page);
    const form = page.getByRole('form', { name: 'Record a movement' });
    await fillMovement(page, 'Omega', '12', 'Omega chronographs are up at auction this quarter.');
    // a future date is refused before anything is recorded
    const tomorrow = londonDate(new Date(Date.now() + 24 * 60 * 60 * 1000));
    await form.getByLabel('Applies from').fill(tomorrow);
    await form.getByRole('button', { name: 'Record movement' }).click();
    await expect(form.getByRole('alert')).toHaveText(MARKET_TEXTS.futureDate);
    await form.getByLabel('Applies from').fill(londonDate(new Date()));
    await form.getByRole('button', { name: 'Record movement' }).click();
    const confirm = page.getByRole('dialog', { name: 'Record this movement?' });
    // this request (and, on a retry, the first attempt's)
    await expect(confirm).toContainText(/(1 customer|\d+ customers) will be told/);
    await confirm.getByRole('button', { name: 'Confirm and record' }).click();
    await expect(confirm).toBeHidden();
    await expect(form.getByRole('status')).toHaveText(
      /^Recorded: \d+ requests? concerned\. (Its|Their) customers? (is|are) told at \d\d:\d\d; until then you can withdraw it\.$/,
    );

    // the customer is told: the bell, the list, the mail
    const context = await browser.newContext();
    const mine = await context.newPage();
    await signInThroughUi(mine, customer.email, STRONG_PASSWORD);
    await mine.goto('/notifications');
    const entry = mine
      .getByRole('list', { name: 'Notifications' })
      .getByRole('link', { name: new RegExp(MARKET_TEXTS.noticeTitle) });
    // told once the withdrawal window (30 s here) has passed, within the poller's second
    await expect(entry).toContainText(
      `The market for Omega has risen by 12% since your valuation ${valuation.reference}. Its estimated value now is £11,200.00.`,
      { timeout: 75_000 },
    );
    const mail = await waitForMail(customer.email, /Market update for your valuation/);
    expect(mail).toContain('£11,200.00');
    expect(mail).not.toContain('GBP');

    // the notice on the request, and Request Revaluation
    await entry.click();
    await expect(mine).toHaveURL(new RegExp(`/valuations/${valuation.id}$`));
    const notice = mine.getByRole('region', { name: MARKET_TEXTS.noticeTitle });
    await expect(notice).toContainText('risen by 12%');
    await expect(notice).toContainText('£11,200');
    await expect(notice).toContainText('Omega chronographs are up at auction this quarter.');
    expect(await seriousViolations(mine)).toEqual([]);
    // Request Revaluation says what it creates and its price first; only the confirm creates it
    const standard = catalogueService('watch')!.tiers.standard.price;
    await notice.getByRole('button', { name: MARKET_TEXTS.requestRevaluation }).click();
    const offer = mine.getByRole('dialog', { name: MARKET_TEXTS.revaluationTitle });
    await expect(offer).toContainText('Watch valuation');
    await expect(offer).toContainText('Standard, 2-4 business days');
    await expect(offer).toContainText('Omega Speedmaster Professional');
    await expect(offer).toContainText(`£${standard}`);
    expect(await seriousViolations(mine)).toEqual([]);
    await offer.getByRole('button', { name: 'Cancel' }).click();
    await expect(offer).toBeHidden();
    await expect(mine).toHaveURL(new RegExp(`/valuations/${valuation.id}$`));
    const noRevaluation = await api<{ notice: { revaluationId: string | null } }>(
      request,
      'GET',
      `/api/valuations/${valuation.id}/market-notice`,
      customer.token,
    );
    expect(noRevaluation.notice.revaluationId).toBeNull();
    await notice.getByRole('button', { name: MARKET_TEXTS.requestRevaluation }).click();
    await offer
      .getByRole('button', { name: MARKET_TEXTS.revaluationConfirm(`£${standard}`) })
      .click();
    await expect(mine).not.toHaveURL(new RegExp(`/valuations/${valuation.id}$`));
    await expect(mine).toHaveURL(/\/valuations\/[^/]+$/);
    const heading = mine.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Valuation request LV-/);
    await expect(heading).not.toContainText(valuation.reference);
    const revaluationUrl = mine.url();

    // paid the usual way, at the standard price
    await mine.getByRole('button', { name: 'Pay now' }).click();
    await expect(mine).toHaveURL(/\/pay\/[^/]+$/);
    await mine.getByLabel('Name on card').fill('Amelia Hartley');
    await mine.getByLabel('Card number').fill(TEST_CARDS.pays);
    await mine.getByLabel('Expiry').fill('12/30');
    await mine.getByLabel('CVC').fill('123');
    await mine.getByRole('button', { name: `Pay £${standard}` }).click();
    await expect(mine).toHaveURL(revaluationUrl);
    await expect(mine.getByRole('region', { name: 'Price and payment' })).toContainText('Paid on');

    // the original's notice now leads to the revaluation
    await mine.goto(`/valuations/${valuation.id}`);
    await expect(
      mine
        .getByRole('region', { name: MARKET_TEXTS.noticeTitle })
        .getByRole('link', { name: 'View your revaluation request' }),
    ).toHaveAttribute('href', new URL(revaluationUrl).pathname);
    await context.close();
  });

  test('an expert sees how many customers a movement tells, records it and withdraws it in time: nobody is told', async ({
    browser,
    page,
    request,
  }) => {
    const customer = await customerAccount(request, 'withdrawn');
    const staffToken = await adminToken(request);
    // IWC: no other journey completes an IWC request
    const valuation = await paidWatchRequest(request, customer, 'IWC');
    await api(request, 'POST', `/api/staff/valuations/${valuation.id}/assign`, staffToken, {});
    await api(request, 'POST', `/api/staff/valuations/${valuation.id}/complete`, staffToken, {
      value: 8000,
      basis: 'insurance',
      assessedDescription: 'As described.',
    });

    await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await openMarket(page);
    const form = page.getByRole('form', { name: 'Record a movement' });
    await fillMovement(page, 'IWC', '-20', 'A mistaken movement.');
    await form.getByRole('button', { name: 'Record movement' }).click();
    const confirm = page.getByRole('dialog', { name: 'Record this movement?' });
    await expect(confirm).toContainText(/(1 customer|\d+ customers) will be told/);
    await expect(confirm).toContainText('Watch IWC -20%');
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Confirm and record' }).click();
    await expect(form.getByRole('status')).toContainText('until then you can withdraw it');

    // withdrawn within the window, after a confirmation
    const table = page.getByRole('table', { name: 'Movements' });
    await table.getByRole('button', { name: 'Withdraw Watch IWC -20%' }).first().click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw this movement?' });
    await withdraw.getByRole('button', { name: 'Withdraw movement' }).click();
    await expect(withdraw).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Withdrawn:' })).toHaveText(
      'Withdrawn: its customers will not be told.',
    );
    const row = table.getByRole('row').filter({ hasText: 'IWC' }).first();
    await expect(row).toContainText(MARKET_TEXTS.withdrawn);
    await expect(row.getByRole('button')).toHaveCount(0);

    // well past the window (30 s here): the customer was never told, in the app or by mail
    await page.waitForTimeout(40_000);
    const told = await api<NotificationsResponse>(
      request,
      'GET',
      '/api/notifications?limit=50',
      customer.token,
    );
    expect(told.notifications.filter((n) => n.kind === 'market_movement')).toEqual([]);
    const context = await browser.newContext();
    const mine = await context.newPage();
    await signInThroughUi(mine, customer.email, STRONG_PASSWORD);
    await mine.goto(`/valuations/${valuation.id}`);
    await expect(mine.getByRole('heading', { level: 1 })).toHaveText(
      `Valuation request ${valuation.reference}`,
    );
    await expect(mine.getByRole('region', { name: MARKET_TEXTS.noticeTitle })).toHaveCount(0);
    await context.close();
  });
});
