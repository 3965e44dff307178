/**
 * The installable app: manifest and icons, the service worker (registration, offline app shell and
 * offline page, /api never cached), the install prompt (iOS hint, Install Now) and installed mode.
 */
import { expect, test, type Page } from './journey';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** Loads a page and waits until the service worker is active and controls it. */
async function controlledPage(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/**
 * Chromium cannot emulate `display-mode` (CDP Emulation.setEmulatedMedia ignores it in this
 * version), so the installed app is simulated where the page reads it: matchMedia.
 */
async function emulateStandalone(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const result = original(query);
      if (!/display-mode:\s*standalone/.test(query)) return result;
      const noop = () => {};
      return {
        matches: true,
        media: query,
        onchange: null,
        addEventListener: noop,
        removeEventListener: noop,
        addListener: noop,
        removeListener: noop,
        dispatchEvent: () => false,
      } as MediaQueryList;
    };
  });
}

test.describe('web app manifest', () => {
  test('is linked, served and complete, with reachable icons of the stated sizes', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/application\/manifest\+json|application\/json/);
    expect(res.headers()['cache-control']).toBe('no-cache');
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: 'Luxe Valuations',
      short_name: expect.any(String),
      display: 'standalone',
      start_url: expect.stringMatching(/^\//),
      scope: '/',
      id: expect.any(String),
      theme_color: '#080D19',
      background_color: '#080D19',
      description: expect.any(String),
      categories: expect.arrayContaining(['business']),
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    const pngs = icons.filter((icon) => icon.type === 'image/png');
    for (const [size, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]) {
      expect(pngs.some((icon) => icon.sizes === size && icon.purpose === purpose)).toBe(true);
    }
    for (const icon of pngs) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      const { width, height } = pngSize(await file.body());
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    const apple = await request.get('/apple-touch-icon.png');
    expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 });
    expect((await request.get('/favicon.svg')).headers()['content-type']).toContain(
      'image/svg+xml',
    );
  });
});

test.describe('service worker', () => {
  // The journeys take the browser offline (and refuse a request): the browser logs each failure.
  test.use({ consoleAllowed: [/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/] });
  test('is served uncached, registered on load and controls the page after a reload', async ({
    page,
    request,
  }) => {
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toContain('javascript');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    await controlledPage(page);
    const scriptURL = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(new URL(scriptURL!).pathname).toBe('/sw.js');
  });

  test('offline, pages (even never visited ones) render from the cached app shell', async ({
    page,
    context,
  }) => {
    await controlledPage(page, '/login');
    await context.setOffline(true);
    await page.goto('/terms');
    await expect(
      page.getByRole('heading', { name: 'Terms and Conditions', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Client-side navigation keeps working: the route chunks are precached.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(
      page.getByRole('heading', { name: 'About Luxe Valuations', level: 1 }),
    ).toBeVisible();
    await context.setOffline(false);
  });

  test('offline without a cached app shell, navigations get the offline page', async ({
    page,
    context,
  }) => {
    // Defined case: the network is gone and the shell (index.html) is not in the cache, e.g.
    // evicted by the browser — then the worker answers with /offline.html.
    await controlledPage(page, '/login');
    const removed = await page.evaluate(async () => {
      let count = 0;
      for (const name of await caches.keys()) {
        if (await (await caches.open(name)).delete('/index.html')) count += 1;
      }
      return count;
    });
    expect(removed).toBeGreaterThan(0);
    await context.setOffline(true);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
    await context.setOffline(false);
  });

  test('never answers /api from a cache and never stores /api answers', async ({
    page,
    context,
  }) => {
    await controlledPage(page, '/login');
    const online = await page.evaluate(async () => (await fetch('/api/health')).status);
    expect(online).toBe(200);
    await context.setOffline(true);
    const offline = await page.evaluate(async () => {
      try {
        const res = await fetch('/api/health');
        return `answered ${res.status}`;
      } catch {
        return 'network error';
      }
    });
    expect(offline).toBe('network error');
    await context.setOffline(false);
    const cachedUrls = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cachedUrls.length).toBeGreaterThan(0);
    expect(cachedUrls.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
    expect(cachedUrls.map((url) => new URL(url).pathname)).toEqual(
      expect.arrayContaining(['/index.html', '/offline.html', '/manifest.webmanifest']),
    );
  });
});

test.describe('install prompt', () => {
  test.use({ serviceWorkers: 'block' });

  test('on Android/desktop: Install Now after beforeinstallprompt, prompt() on click, hidden once accepted', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Install Now' })).toHaveCount(0);
    const prevented = await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      const w = window as unknown as { __promptCalls: number };
      w.__promptCalls = 0;
      Object.assign(event, {
        prompt: () => {
          w.__promptCalls += 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(prevented).toBe(true);
    const install = page.getByRole('button', { name: 'Install Now' });
    await expect(install).toBeVisible();
    await install.click();
    await expect(install).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __promptCalls: number }).__promptCalls),
    ).toBe(1);
  });

  test('a dismissal is remembered across reloads', async ({ page }) => {
    const signal = () =>
      page.evaluate(() => {
        const event = new Event('beforeinstallprompt', { cancelable: true });
        Object.assign(event, {
          prompt: () => Promise.resolve(),
          userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
        });
        window.dispatchEvent(event);
      });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await signal();
    await expect(page.getByRole('button', { name: 'Install Now' })).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss install prompt' }).click();
    await expect(page.getByRole('complementary', { name: 'Install the app' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await signal();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Install the app' })).toHaveCount(0);
  });

  test.describe('on an iPhone', () => {
    test.use({ userAgent: IPHONE_UA, viewport: { width: 375, height: 812 } });

    test('shows the Add to Home Screen hint until dismissed', async ({ page }) => {
      await page.goto('/');
      const hint = page.getByRole('complementary', { name: 'Install the app' });
      await expect(hint).toContainText('tap the Share icon');
      await expect(hint).toContainText('Add to Home Screen');
      await expect(hint.getByRole('button', { name: 'Install Now' })).toHaveCount(0);
      await hint.getByRole('button', { name: 'Dismiss install prompt' }).click();
      await expect(hint).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(hint).toHaveCount(0);
    });

    test('never shows in the installed app (navigator.standalone)', async ({ page }) => {
      await page.addInitScript(() =>
        Object.defineProperty(navigator, 'standalone', { value: true, configurable: true }),
      );
      await page.goto('/about');
      await expect(page.getByRole('navigation', { name: 'App' })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Install the app' })).toHaveCount(0);
    });
  });
});

test.describe('installed (standalone) mode', () => {
  test.use({ serviceWorkers: 'block', viewport: { width: 375, height: 812 } });

  test('no top navbar and no footer; a bottom bar with 5 tabs whose Menu sheet navigates', async ({
    page,
  }) => {
    await emulateStandalone(page);
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'Our Services', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const bar = page.getByRole('navigation', { name: 'App' });
    await expect(bar).toBeVisible();
    for (const [name, href] of [
      ['Home', '/dashboard'],
      ['Chat', '/chat'],
      ['Valuation', '/valuation'],
      ['Profile', '/profile'],
    ]) {
      await expect(bar.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(bar.getByRole('link')).toHaveCount(4);
    // The content keeps clear of the fixed bar.
    const padding = await page
      .locator('[data-installed="true"]')
      .evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom));
    expect(padding).toBeGreaterThanOrEqual(64);

    await bar.getByRole('button', { name: 'Menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet.getByRole('link')).toHaveText([
      'Services',
      'About Us',
      'Contact',
      'Terms & Conditions',
      'Book a Home Visit',
    ]);
    await sheet.getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(sheet).toHaveCount(0);
    await bar.getByRole('button', { name: 'Menu' }).click();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await bar.getByRole('link', { name: 'Valuation' }).click();
    await expect(page).toHaveURL(/\/valuation$/);
    await expect(bar.getByRole('link', { name: 'Valuation' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
