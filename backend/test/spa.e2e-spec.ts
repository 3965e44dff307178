import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootApp, TestApp } from './helpers/test-app';

interface OpenApiOperation {
  security?: unknown;
  responses: Record<string, unknown>;
}

describe('serving the SPA, security headers and Swagger', () => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'valuation-spa-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html><title>Luxe Valuations</title><div id="root"></div>',
    );
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    writeFileSync(join(staticDir, 'manifest.webmanifest'), '{"name":"Luxe Valuations"}');
    writeFileSync(join(staticDir, 'icon-192.png'), 'png');
    t = await bootApp({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves index.html for / and for client routes (reload works)', async () => {
    for (const path of [
      '/',
      '/dashboard',
      '/reset-password?token=abc',
      '/chat/123',
      '/assets/missing.js',
    ]) {
      const res = await t.call('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('hashed assets are cached for a year; sw.js and the manifest are not cached', async () => {
    const asset = await t.call('GET', '/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await t.call('GET', '/sw.js');
    expect(sw.text).toContain('addEventListener');
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await t.call('GET', '/manifest.webmanifest');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await t.call('GET', '/icon-192.png')).status).toBe(200);
  });

  it('does not escape the static folder', async () => {
    const res = await t.call('GET', '/..%2f..%2fetc%2fpasswd');
    expect(res.text).not.toContain('root:');
  });

  it('unknown /api/* stays a JSON 404', async () => {
    const res = await t.call('GET', '/api/unknown');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: 'There is no API endpoint at GET /api/unknown',
      statusCode: 404,
    });
  });

  it('sends security headers with a CSP allowing self, inline styles and data:/blob: images', async () => {
    const res = await t.call('GET', '/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the API security headers with JSON answers: nothing loads, no framing, nosniff', async () => {
    for (const res of [
      await t.call('GET', '/api/health'),
      await t.call('GET', '/api/auth/validate'),
      await t.call('GET', '/api/unknown'),
    ]) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    // Swagger UI is a page under /api: it keeps the page headers.
    const ui = await t.call('GET', '/api/docs');
    expect(String(ui.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('serves Swagger UI at /api/docs and the OpenAPI JSON at /api/docs-json', async () => {
    const ui = await t.call('GET', '/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger-ui');
    const json = await t.call('GET', '/api/docs-json');
    expect(json.status).toBe(200);
    expect(json.body.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/validate',
      '/api/auth/refresh-token',
      '/api/auth/reset-password',
      '/api/auth/reset-password/confirm',
      '/api/auth/change-password',
      '/api/health',
      '/api/staff/users',
      '/api/staff/users/{id}/role',
      '/api/staff/users/{id}/disable',
      '/api/staff/users/{id}/enable',
    ]) {
      expect(json.body.paths[path]).toBeDefined();
    }
    expect(json.body.components.schemas.AuthResponseDto).toBeDefined();
    expect(json.body.components.schemas.ErrorResponseDto).toBeDefined();
  });

  it('documents each paged list with its own item type, and every guarded call with 401 (and 403)', async () => {
    const doc = (await t.call('GET', '/api/docs-json')).body;
    const schemas = doc.components.schemas;
    for (const [page, item] of [
      ['StaffUserPageDto', 'StaffUserDto'],
      ['ConversationsPageDto', 'ConversationDto'],
      ['StaffValuationsPageDto', 'StaffValuationRowDto'],
      ['EnquiryListDto', 'EnquiryDto'],
    ]) {
      expect(schemas[page].properties.items).toMatchObject({
        type: 'array',
        items: { $ref: `#/components/schemas/${item}` },
      });
      expect(schemas[page].required).toEqual(
        expect.arrayContaining(['items', 'total', 'page', 'pageSize']),
      );
    }
    const operations = Object.entries(
      doc.paths as Record<string, Record<string, OpenApiOperation>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    const staff = operations.filter(({ path }) => path.startsWith('/api/staff/'));
    expect(staff.length).toBeGreaterThan(15);
    for (const { path, method, op } of staff) {
      expect({ path, method, security: op.security }).toEqual({
        path,
        method,
        security: [{ bearer: [] }],
      });
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '403']));
    }
    for (const path of ['/api/profile', '/api/valuations', '/api/chat/messages']) {
      expect(doc.paths[path].get.security).toEqual([{ bearer: [] }]);
      expect(doc.paths[path].get.responses['401']).toBeDefined();
    }
    expect(doc.paths['/api/chat/messages'].get.responses['403']).toBeDefined();
  });
});

describe('serving prerendered pages', () => {
  let t: TestApp;
  let staticDir: string;
  const home = 'sha256-aG9tZSBwYWdlJ3Mgc2NyaXB0';
  const about = 'sha256-YWJvdXQgcGFnZSdzIHNjcmlwdA==';

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'valuation-prerendered-'));
    mkdirSync(join(staticDir, 'prerendered'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(staticDir, 'prerendered', 'index.html'), '<p>Home, prerendered</p>');
    writeFileSync(join(staticDir, 'prerendered', 'about.html'), '<p>About, prerendered</p>');
    writeFileSync(
      join(staticDir, 'prerendered', 'manifest.json'),
      JSON.stringify({
        pages: { '/': 'prerendered/index.html', '/about': 'prerendered/about.html' },
        pageScriptHashes: { '/': [home], '/about': [about, "'unsafe-inline'"] },
        scriptHashes: [home, about],
      }),
    );
    t = await bootApp({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it("answers a prerendered page with a CSP that allows that page's own inline scripts only", async () => {
    const res = await t.call('GET', '/');
    expect(res.text).toContain('Home, prerendered');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' '${home}';`);
    expect(csp).not.toContain(about);
    expect(csp).toContain("default-src 'self'");
  });

  it('gives every other answer the CSP allowing every page’s scripts (a page with a malformed list too)', async () => {
    const other = await t.call('GET', '/dashboard');
    expect(other.text).toContain('<div id="root">');
    expect(String(other.headers['content-security-policy'])).toContain(
      `script-src 'self' '${home}' '${about}';`,
    );
    const malformed = await t.call('GET', '/about');
    expect(malformed.text).toContain('About, prerendered');
    expect(String(malformed.headers['content-security-policy'])).toContain(
      `script-src 'self' '${home}' '${about}';`,
    );
  });
});
