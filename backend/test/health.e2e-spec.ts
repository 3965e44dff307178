import { DataSource } from 'typeorm';
import { bootApp, TestApp } from './helpers/test-app';

describe('health and unknown routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/health reports the database up', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 {status:"error", database:"down"} when the database does not answer', async () => {
    const db = t.app.get(DataSource);
    const spy = jest.spyOn(db, 'query').mockRejectedValueOnce(new Error('connection refused'));
    try {
      const res = await t.call('GET', '/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'error', database: 'down' });
    } finally {
      spy.mockRestore();
    }
  });

  it('answers unknown /api routes with a JSON 404 that names the method and path', async () => {
    for (const method of ['GET', 'POST', 'DELETE', 'PUT', 'PATCH']) {
      const res = await t.call(method, '/api/does-not-exist?token=secret');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({
        error: `There is no API endpoint at ${method} /api/does-not-exist`,
        statusCode: 404,
      });
    }
  });

  it('cuts a very long unknown path in the 404 sentence', async () => {
    const res = await t.call('POST', `/api/${'x'.repeat(5000)}`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(`There is no API endpoint at POST /api/${'x'.repeat(95)}…`);
  });

  it('serves no SPA when STATIC_DIR has no build: other paths are JSON 404 too', async () => {
    const res = await t.call('GET', '/dashboard');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'There is no page at GET /dashboard', statusCode: 404 });
  });
});
