import { expect, test, type Page } from './journey';
import { uniqueEmail, waitForMail } from './support';

const START = new Date('2026-11-21T10:00:00Z');

/** The heading of the slide on show (the others are hidden). */
const shownSlide = (page: Page) =>
  page
    .getByRole('region', { name: 'Our valuation services', exact: true })
    .getByRole('heading', { level: 2 });

/**
 * Fake clock: installed before the page loads, paused once it has rendered. A dot click then
 * restarts the carousel's 5 s from a known moment.
 */
async function openHomeWithPausedClock(page: Page) {
  await page.clock.install({ time: START });
  await page.goto('/');
  await expect(shownSlide(page)).toBeVisible();
  // The carousel runs once the page has hydrated (its scripts start once its largest content has painted).
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

test.describe('home hero carousel', () => {
  test('advances every 5 seconds, cyclically, and jumps with its dots', async ({ page }) => {
    await openHomeWithPausedClock(page);
    const dot = page.getByRole('button', { name: 'Go to slide 1: Watch Valuation' });
    await dot.click();
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect(shownSlide(page)).toHaveText('Watch Valuation');

    await page.clock.runFor(4900);
    await expect(shownSlide(page)).toHaveText('Watch Valuation');
    await page.clock.runFor(100);
    await expect(shownSlide(page)).toHaveText('Jewellery Valuation');
    await expect(
      page.getByRole('button', { name: 'Go to slide 2: Jewellery Valuation' }),
    ).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(5000);
    await expect(shownSlide(page)).toHaveText('Handbag Valuation');
    await page.clock.runFor(5000);
    await expect(shownSlide(page)).toHaveText('Art Valuation');
    await page.clock.runFor(5000);
    await expect(shownSlide(page)).toHaveText('Watch Valuation');

    await page.getByRole('button', { name: 'Go to slide 4: Art Valuation' }).click();
    await expect(shownSlide(page)).toHaveText('Art Valuation');
    await expect(
      page.getByRole('button', { name: 'Go to slide 1: Watch Valuation' }),
    ).not.toHaveAttribute('aria-current');
  });

  test('pauses while the tab is hidden', async ({ page }) => {
    await openHomeWithPausedClock(page);
    await page.getByRole('button', { name: 'Go to slide 1: Watch Valuation' }).click();
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (value ? 'hidden' : 'visible'),
        });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);

    await setHidden(true);
    await page.clock.runFor(20_000);
    await expect(shownSlide(page)).toHaveText('Watch Valuation');
    await setHidden(false);
    await page.clock.runFor(5000);
    await expect(shownSlide(page)).toHaveText('Jewellery Valuation');
  });

  test('has a pause control', async ({ page }) => {
    await openHomeWithPausedClock(page);
    await page.getByRole('button', { name: 'Go to slide 2: Jewellery Valuation' }).click();
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.clock.runFor(20_000);
    await expect(shownSlide(page)).toHaveText('Jewellery Valuation');
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.clock.runFor(5000);
    await expect(shownSlide(page)).toHaveText('Handbag Valuation');
  });

  test.describe('with reduced motion preferred', () => {
    test.use({ reducedMotion: 'reduce' });

    test('does not advance on its own', async ({ page }) => {
      await openHomeWithPausedClock(page);
      await page.clock.runFor(20_000);
      await expect(shownSlide(page)).toHaveText('Watch Valuation');
      await page.getByRole('button', { name: 'Go to slide 3: Handbag Valuation' }).click();
      await expect(shownSlide(page)).toHaveText('Handbag Valuation');
      await page.clock.runFor(20_000);
      await expect(shownSlide(page)).toHaveText('Handbag Valuation');
    });
  });

  test('Get Started Now opens /valuation with the slide’s service chosen, the state then cleared', async ({
    page,
  }) => {
    await openHomeWithPausedClock(page);
    await page.getByRole('button', { name: 'Go to slide 2: Jewellery Valuation' }).click();
    await page.getByRole('button', { name: 'Get Started Now' }).click();
    await expect(page).toHaveURL(/\/valuation$/);
    // docs/product.md §2.8: the service in the navigation state is applied once, then cleared.
    await expect(
      page.getByRole('radio', { name: /Professional jewellery valuation service/ }),
    ).toHaveAttribute('aria-checked', 'true');
    expect(await page.evaluate(() => window.history.state?.usr ?? null)).toBeNull();
  });
});

test('the home page images reserve their space: width/height set and no layout shift', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(shownSlide(page)).toBeVisible();
  const hero = page.getByRole('img', { name: /gold dress watch/ });
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  for (const img of await page.locator('main img').all()) {
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
  }
  // The page has settled (fonts, catalogue, images): wait two frames, then read the total.
  await page.evaluate(() => document.fonts.ready);
  await page.getByText('£185 per hour').waitFor();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThan(0.01);
});

test('services show the catalogue prices and turnarounds and hand the service to /valuation', async ({
  page,
}) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  for (const feature of ['Expert Valuation', 'Fast Turnaround', 'Secure Process']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  const expected = {
    Jewellery: ['£75', '1 business day', '£55', '2-4 business days'],
    Watch: ['£75', '1 business day', '£55', '2-4 business days'],
    Handbag: ['£135', '1-2 business days', '£115', '3-5 business days'],
    Art: ['£155', '2-3 business days', '£135', '4-7 business days'],
  };
  for (const [service, texts] of Object.entries(expected)) {
    const card = page.getByRole('article', { name: `${service} Valuation` });
    for (const text of texts) await expect(card).toContainText(text);
  }
  await page
    .getByRole('article', { name: 'Watch Valuation' })
    .getByRole('button', { name: 'Get Started' })
    .click();
  await expect(page).toHaveURL(/\/valuation$/);
  // docs/product.md §2.8: the service in the navigation state is applied once, then cleared.
  await expect(
    page.getByRole('radio', { name: /Professional watch valuation service/ }),
  ).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate(() => window.history.state?.usr ?? null)).toBeNull();
});

test('Schedule Home Visit pre-fills the contact form, with hints', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('£185 per hour')).toBeVisible();
  await page.getByRole('button', { name: 'Schedule Home Visit' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByLabel('Subject')).toHaveValue('Home Visit Valuation Service Enquiry');
  await expect(page.getByLabel('Message')).toHaveValue(/£185 per hour/);
  await expect(page.getByText('We filled in the subject for you. You can edit it.')).toBeVisible();
  await expect(
    page.getByText('We drafted this message for you. You can edit it before sending.'),
  ).toBeVisible();
});

test('Start Online Valuation goes to /valuation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Online Valuation' }).click();
  await expect(page).toHaveURL(/\/valuation$/);
});

test('a contact message reaches the team: sent notice for 3 seconds, then the mails', async ({
  page,
}) => {
  const email = uniqueEmail('contact');
  const subject = `Valuation of a brooch ${Date.now()}`;
  await page.clock.install({ time: START });
  await page.goto('/contact');
  await expect(page.getByText('Monday to Friday 9:00 AM-6:00 PM')).toBeVisible();
  await expect(page.getByText('Saturday 10:00 AM-4:00 PM')).toBeVisible();
  await expect(page.getByText('Sunday closed')).toBeVisible();
  await expect(page.getByRole('main').getByText('London, United Kingdom')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');

  await page.getByLabel('Name').fill('Amelia Hart');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('I would like my Art Deco brooch valued for insurance.');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const notice = page.getByText('Message sent successfully!');
  await expect(notice).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await page.clock.pauseAt(new Date(START.getTime() + 120_000));
  await page.clock.runFor(3000);
  await expect(notice).toBeHidden();

  const teamMail = await waitForMail(email, new RegExp(`Website enquiry: ${subject}`));
  expect(teamMail).toContain('Art Deco brooch');
  await waitForMail(email, /We have received your message/);
});

test('the contact form relies on the browser’s required-field check', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const valid = await page
    .getByLabel('Name')
    .evaluate((input: HTMLInputElement) => input.validity.valid);
  expect(valid).toBe(false);
  await expect(page.getByText('Message sent successfully!')).toHaveCount(0);
});

test('terms: nine sections, today’s en-GB date and noindex while on /terms', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(),
    ),
  );
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(9);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle('Terms and Conditions | Luxe Valuations');

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('about: four statistics and Our Story', async ({ page }) => {
  await page.goto('/about');
  for (const value of ['25+', '10,000+', '99%', '15']) {
    await expect(
      page
        .getByRole('definition')
        .filter({ hasText: new RegExp(`^${value.replace('+', '\\+')}$`) }),
    ).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Our Story' })).toBeVisible();
  await expect(page.getByText(/founded in London in 1998/)).toBeVisible();
});

test('the footer’s Privacy Policy and Cookie Policy open their prerendered pages', async ({
  page,
}) => {
  await page.goto('/terms');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(/payment provider, Stripe/)).toBeVisible();
  await footer.getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  // Served prerendered, like /terms.
  const html = await (await page.request.get('/privacy')).text();
  expect(html).toContain('What We Keep');
});
