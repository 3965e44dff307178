import { expect, test } from './journey';

test.describe('one process serves everything', () => {
  test('health answers with the database state', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  test('a client route loads directly (SPA fallback) with security headers', async ({ page }) => {
    const res = await page.goto('/forgot-password');
    expect(res?.status()).toBe(200);
    const headers = res!.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    await expect(page.getByRole('heading', { name: 'Forgot Your Password?' })).toBeVisible();
  });

  test('built assets are sent pre-compressed and cached for a year', async ({ request }) => {
    // The SPA shell (any address that is not prerendered) names its scripts (prerendered pages add
    // theirs after the largest paint, ADR 012); the largest of them (files under 1 KB stay as they are).
    const html = await (await request.get('/dashboard')).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length, 'index.html names its scripts').toBeGreaterThan(0);
    const sizes = await Promise.all(
      scripts.map(async (url) => {
        const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
        return (await plain.body()).length;
      }),
    );
    const entry = scripts[sizes.indexOf(Math.max(...sizes))];
    const res = await request.get(entry!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers()['cache-control']).toContain('immutable');
    const gzip = await request.get(entry!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
  });

  test('unknown API paths answer JSON 404, never the app', async ({ request }) => {
    const res = await request.get('/api/no-such-endpoint');
    expect(res.status()).toBe(404);
    const body = await res.json();
    expect(body.statusCode).toBe(404);
    expect(typeof body.error).toBe('string');
  });

  test('Swagger UI renders the API for admins', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Luxe Valuations API/ })).toBeVisible();
    await expect(page.getByText('/api/auth/login', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Authorize/ }).first()).toBeVisible();
  });
});
