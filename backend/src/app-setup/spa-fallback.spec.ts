import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerSpaFallback } from './spa-fallback';

describe('registerSpaFallback', () => {
  let base: string;
  let dir: string;
  let fastify: FastifyInstance;

  beforeAll(async () => {
    base = mkdtempSync(join(tmpdir(), 'spa-fallback-'));
    // A file beside the static folder, which no address may reach.
    writeFileSync(join(base, 'secret.txt'), 'secret');
    dir = join(base, 'static');
    mkdirSync(dir);
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(join(dir, 'index.html'), '<p>app</p>');
    writeFileSync(join(dir, 'sw.js'), 'self;');
    writeFileSync(join(dir, 'icon.png'), 'png');
    writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'main;');
    writeFileSync(join(dir, 'prerendered', 'about.html'), '<p>about</p>');
    fastify = Fastify();
    await fastify.register(fastifyStatic, { root: dir, serve: false });
    registerSpaFallback(
      fastify,
      dir,
      { '/about': 'prerendered/about.html' },
      new Map([['/about', "script-src 'self' 'sha256-x'"]]),
    );
    await fastify.ready();
  });
  afterAll(async () => {
    await fastify.close();
    rmSync(base, { recursive: true, force: true });
  });

  const get = (url: string) => fastify.inject({ method: 'GET', url });

  it('serves files with their cache rules: assets for a year, documents and the worker revalidated', async () => {
    const asset = await get('/assets/main-abc123.js');
    expect(asset.body).toBe('main;');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/icon.png')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a prerendered page with its own CSP, any other address with the app', async () => {
    for (const url of ['/about', '/about/']) {
      const about = await get(url);
      expect(about.body).toBe('<p>about</p>');
      expect(about.headers['content-security-policy']).toBe("script-src 'self' 'sha256-x'");
      expect(about.headers['cache-control']).toBe('no-cache');
    }
    const route = await get('/dashboard?tab=1');
    expect(route.body).toBe('<p>app</p>');
    expect(route.headers['content-security-policy']).toBeUndefined();
  });

  it('keeps the shared schedule out of search engines, and only it', async () => {
    const shared = await get('/shared/schedule/q3Jx8Vb2kT9mWc4LpZ7nYr1sHd6Ge0Af5Ku2Qo8Ni3E');
    expect(shared.body).toBe('<p>app</p>');
    expect(shared.headers['x-robots-tag']).toBe('noindex');
    for (const url of ['/dashboard', '/about', '/assets/main-abc123.js', '/shared']) {
      expect((await get(url)).headers['x-robots-tag']).toBeUndefined();
    }
  });

  it('never leaves the folder, and answers /api addresses with a JSON 404', async () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fpackage.json',
    ]) {
      expect((await get(url)).body).toBe('<p>app</p>');
    }
    const api = await get('/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      error: 'There is no API endpoint at GET /api/nothing',
      statusCode: 404,
    });
  });
});
