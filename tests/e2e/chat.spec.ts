import { deflateSync } from 'node:zlib';
import { CHAT_TEXTS, chatBackText, isChatHours } from '@valuation/contracts';
import { expect, test, type Browser, type Page } from './journey';
import { seriousViolations } from '../support/axe';
import { E2E_ADMIN, registerThroughUi, signInThroughUi, uniqueEmail } from './support';

/** A small solid PNG (width × height, one colour), built here so the test needs no fixture file. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xc8)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const log = (page: Page) => page.getByRole('log');
const bubble = (page: Page, text: string) =>
  log(page).getByRole('listitem').filter({ hasText: text });

/** Opens a context in the given scheme that records every request leaving the site. */
async function openContext(browser: Browser, colorScheme: 'dark' | 'light' = 'dark') {
  const context = await browser.newContext({ colorScheme });
  const page = await context.newPage();
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) {
      foreign.push(request.url());
    }
  });
  return { context, page, foreign };
}

/**
 * Opens /chat as a new customer; answers the live connections the /chat page opens. The
 * dashboard's bell may open its own as registration lands there, just before /chat loads: that one
 * belongs to the dashboard's document and is not counted.
 */
/**
 * The customer's header once connected: "Online" within the experts' hours, else when they are
 * back ("Experts are back Monday at 9am UK time"); the journeys run at any hour.
 */
const connectedText = () => {
  const now = new Date();
  return isChatHours(now) ? CHAT_TEXTS.online : chatBackText(now);
};

async function openCustomerChat(page: Page, email: string) {
  await registerThroughUi(page, email);
  const connections: string[] = [];
  page.on('websocket', (socket) => {
    if (new URL(page.url()).pathname === '/chat') connections.push(socket.url());
  });
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Expert Chat' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: connectedText() })).toBeVisible();
  return connections;
}

/** The expert opens the customer's conversation from the inbox (searching by their email). */
async function openConversationAsExpert(page: Page, customerEmail: string) {
  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Staff console' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Conversations' })
    .click();
  await page.getByRole('searchbox', { name: 'Search by customer' }).fill(customerEmail);
  // The search applies after a pause (it is kept in the address).
  await expect(page).toHaveURL(/search=/);
  await page
    .getByRole('link', { name: new RegExp(customerEmail.replace(/[.+]/g, '\\$&')) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Amelia/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();
}

test.describe('the expert chat', () => {
  test.describe.configure({ timeout: 120_000 });

  test('customer and expert talk live: messages, typing, read ticks, an image, emoji, history', async ({
    browser,
  }) => {
    const customerEmail = uniqueEmail('chat');
    const customer = await openContext(browser);
    const expert = await openContext(browser);
    const c = customer.page;
    const e = expert.page;

    const connections = await openCustomerChat(c, customerEmail);
    await expect(c.getByText('Start a conversation')).toBeVisible();
    await expect(
      c.getByText('Our experts are available Monday to Friday, 9am to 5pm UK time'),
    ).toBeVisible();
    const send = c.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await c.getByRole('textbox', { name: 'Message' }).fill('Hello, is anyone there?');
    await send.click();
    await expect(
      bubble(c, 'Hello, is anyone there?').getByRole('img', { name: /Sent|Delivered/ }),
    ).toBeVisible();

    // The expert sees it and reads it: the customer's tick turns to "Read" live.
    await openConversationAsExpert(e, customerEmail);
    await expect(bubble(e, 'Hello, is anyone there?')).toBeVisible();
    await expect(
      bubble(c, 'Hello, is anyone there?').getByRole('img', { name: 'Read' }),
    ).toBeVisible();

    // Typing shows on the other side, both ways.
    await e.getByRole('textbox', { name: 'Message' }).pressSequentially('Good', { delay: 50 });
    await expect(c.getByText('Expert is typing...')).toBeVisible();
    await e.getByRole('textbox', { name: 'Message' }).pressSequentially(' morning, yes.');
    await e.getByRole('button', { name: 'Send message' }).click();
    await expect(bubble(c, 'Good morning, yes.')).toBeVisible();
    await expect(c.getByText('Connected with a valuation expert')).toBeVisible({ timeout: 5_000 });
    await c.getByRole('textbox', { name: 'Message' }).pressSequentially('Great', { delay: 50 });
    await expect(e.getByText('Customer is typing...')).toBeVisible();
    await expect(bubble(e, 'Good morning, yes.').getByRole('img', { name: 'Read' })).toBeVisible();

    // An image attachment: listed before sending, a thumbnail after, on both sides.
    await c.getByTestId('chat-file-input').setInputFiles({
      name: 'ring.png',
      mimeType: 'image/png',
      buffer: png(64, 48),
    });
    await expect(c.getByRole('button', { name: 'Remove ring.png' })).toBeVisible();
    await c.getByRole('textbox', { name: 'Message' }).fill('Great, here is my ring.');
    await send.click();
    await expect(c.getByRole('button', { name: 'Remove ring.png' })).toHaveCount(0);
    for (const page of [c, e]) {
      const thumb = bubble(page, 'Great, here is my ring.').getByRole('img', { name: 'ring.png' });
      await expect(thumb).toBeVisible();
      await expect
        .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }

    // Emoji: the picker loads on first open, native (nothing from a CDN), and closes after a pick.
    await c.getByRole('button', { name: 'Insert emoji' }).click();
    const picker = c.getByRole('dialog', { name: 'Emoji picker' });
    await picker.getByRole('gridcell', { name: 'grinning face', exact: true }).click();
    await expect(picker).toBeHidden();
    await expect(c.getByRole('textbox', { name: 'Message' })).toHaveValue('😀');
    const withEmoji = '😀';
    await send.click();
    await expect(bubble(e, withEmoji)).toBeVisible();

    // The chat and the bell shared one live connection the whole time.
    expect(connections).toHaveLength(1);

    // The history survives a reload.
    await c.reload();
    await expect(bubble(c, 'Hello, is anyone there?')).toBeVisible();
    await expect(bubble(c, 'Good morning, yes.')).toBeVisible();
    await expect(bubble(c, withEmoji)).toBeVisible();

    expect(customer.foreign).toEqual([]);
    expect(expert.foreign).toEqual([]);
    await customer.context.close();
    await expert.context.close();
  });

  test('the connection follows the network: "Reconnecting..." offline, "Online" again after', async ({
    browser,
  }) => {
    const customer = await openContext(browser);
    const c = customer.page;
    await openCustomerChat(c, uniqueEmail('chat-offline'));
    const status = c
      .getByRole('status')
      .filter({ hasText: /Online|Reconnecting|Experts are back/ });
    await customer.context.setOffline(true);
    // At once (the browser's offline event), not at the server's ping timeout (45 s).
    await expect(status).toHaveText(/Reconnecting\.\.\./, { timeout: 3_000 });
    await customer.context.setOffline(false);
    // The next attempt of the back-off (at most 5 s apart) connects.
    await expect(status).toHaveText(connectedText(), { timeout: 15_000 });
    await customer.context.close();
  });

  test('a long history offers the scroll-to-bottom button', async ({ browser }) => {
    const customer = await openContext(browser);
    const c = customer.page;
    await c.setViewportSize({ width: 1280, height: 720 });
    await openCustomerChat(c, uniqueEmail('chat-scroll'));
    const box = c.getByRole('textbox', { name: 'Message' });
    for (let i = 1; i <= 14; i += 1) {
      await box.fill(`Line ${i} of a long history`);
      await box.press('Enter');
      await expect(bubble(c, `Line ${i} of a long history`)).toBeVisible();
    }
    // Every send answered (no temporary ids left), so nothing moves the list meanwhile.
    await expect(log(c).locator('li[data-message-id^="temp-"]')).toHaveCount(0);
    const scroller = c.getByRole('region', { name: 'Messages' });
    const button = c.getByRole('button', { name: 'Scroll to the newest message' });
    await expect(button).toHaveCount(0);
    await scroller.evaluate((el) => {
      el.scrollTop = 0;
    });
    await expect(button).toBeVisible();
    await button.click();
    await expect(button).toHaveCount(0);
    await expect(bubble(c, 'Line 14 of a long history')).toBeInViewport();
    await customer.context.close();
  });

  test('scrolling to the top loads the older history and keeps the reader in place', async ({
    browser,
  }) => {
    const customer = await openContext(browser);
    const c = customer.page;
    await openCustomerChat(c, uniqueEmail('chat-older'));
    // 60 messages through the API (a page is 50), then a fresh load of /chat.
    const status = await c.evaluate(async () => {
      const token = localStorage.getItem('authToken') ?? '';
      let last = 0;
      for (let i = 1; i <= 60; i += 1) {
        const form = new FormData();
        form.append('content', `History ${String(i).padStart(2, '0')}`);
        const res = await fetch('/api/chat/messages', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: form,
        });
        last = res.status;
      }
      return last;
    });
    expect(status).toBe(201);
    await c.reload();
    await expect(bubble(c, 'History 60')).toBeInViewport();
    await expect(bubble(c, 'History 05')).toHaveCount(0);
    const scroller = c.getByRole('region', { name: 'Messages' });
    const firstShown = bubble(c, 'History 11');
    await scroller.evaluate((el) => {
      el.scrollTop = 0;
    });
    // The older page arrives above; what the reader was looking at stays where it was.
    await expect(bubble(c, 'History 05')).toHaveCount(1);
    await expect(firstShown).toBeInViewport();
    await expect(bubble(c, 'History 01')).not.toBeInViewport();
    await customer.context.close();
  });

  test('a customer who opens /staff lands on /dashboard', async ({ page }) => {
    await registerThroughUi(page, uniqueEmail('chat-not-staff'));
    await page.goto('/staff/conversations');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Staff console' })).toHaveCount(0);
  });

  for (const colorScheme of ['dark', 'light'] as const) {
    test(`both chat screens pass axe in the ${colorScheme} scheme`, async ({ browser }) => {
      const customerEmail = uniqueEmail(`chat-a11y-${colorScheme}`);
      const customer = await openContext(browser, colorScheme);
      const expert = await openContext(browser, colorScheme);
      await openCustomerChat(customer.page, customerEmail);
      await customer.page.getByRole('textbox', { name: 'Message' }).fill('Checking contrast');
      await customer.page.getByRole('button', { name: 'Send message' }).click();
      await expect(bubble(customer.page, 'Checking contrast')).toBeVisible();
      expect(await seriousViolations(customer.page)).toEqual([]);

      await openConversationAsExpert(expert.page, customerEmail);
      await expect(bubble(expert.page, 'Checking contrast')).toBeVisible();
      await expert.page.getByRole('textbox', { name: 'Message' }).fill('Answered');
      await expert.page.getByRole('button', { name: 'Send message' }).click();
      await expect(bubble(expert.page, 'Answered')).toBeVisible();
      expect(await seriousViolations(expert.page)).toEqual([]);
      await expert.page.goto('/staff/conversations');
      await expect(
        expert.page.getByRole('heading', { level: 1, name: 'Conversations' }),
      ).toBeVisible();
      expect(await seriousViolations(expert.page)).toEqual([]);
      await customer.context.close();
      await expert.context.close();
    });
  }
});
