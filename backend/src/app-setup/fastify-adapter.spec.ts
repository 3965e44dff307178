import type { FastifyInstance } from 'fastify';
import {
  BatchedLogStream,
  LOG_FLUSH_CHARS,
  LOG_FLUSH_MS,
} from '../infrastructure/logging/log-destination';
import { registerRequestId } from '../infrastructure/logging/request-id';
import type { AppConfig } from '../infrastructure/config/app.config';
import { createFastifyAdapter } from './fastify-adapter';

const config: AppConfig = {
  port: 0,
  dataDir: '/tmp',
  publicUrl: 'http://localhost',
  secureCookies: false,
  logLevel: 'info',
  staticDir: null,
  trustProxy: false,
};

/** The adapter's Fastify with its real logging, its lines collected as the process would write them. */
async function appLoggingAt(logLevel: AppConfig['logLevel']) {
  const written: string[] = [];
  const stream = new BatchedLogStream({ write: (chunk) => written.push(chunk) });
  const fastify = createFastifyAdapter(
    { ...config, logLevel },
    stream,
  ).getInstance() as unknown as FastifyInstance;
  registerRequestId(fastify);
  fastify.post('/api/auth/login', async () => ({ ok: true }));
  fastify.get('/reset-password', async () => 'page');
  fastify.get('/api/noisy', async (request) => {
    request.log.warn({ step: 1 }, 'a route speaks');
    return {};
  });
  await fastify.ready();
  const lines = () => {
    stream.flushSync();
    return written
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  };
  return { fastify, lines, written, close: () => (stream.close(), fastify.close()) };
}

describe('request log lines', () => {
  it('writes one line per request with its X-Request-Id, in pino’s shape', async () => {
    const app = await appLoggingAt('info');
    const answer = await app.fastify.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': 'trace-me-1' },
      payload: { email: 'a@example.com', password: 'x' },
    });
    expect(answer.headers['x-request-id']).toBe('trace-me-1');
    const [line, ...others] = app.lines();
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      pid: process.pid,
      reqId: 'trace-me-1',
      req: { method: 'POST', url: '/api/auth/login', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(typeof line.time).toBe('number');
    expect(typeof line.responseTime).toBe('number');
    await app.close();
  });

  it('keeps the request id on what a route logs and on its completion line', async () => {
    const app = await appLoggingAt('info');
    await app.fastify.inject({
      method: 'GET',
      url: '/api/noisy',
      headers: { 'x-request-id': 'r-2' },
    });
    expect(app.lines().map((l) => [l.reqId, l.msg])).toEqual([
      ['r-2', 'a route speaks'],
      ['r-2', 'request completed'],
    ]);
    await app.close();
  });

  it('never writes a password, a bearer token, a cookie or a credential in the address', async () => {
    const app = await appLoggingAt('info');
    const secrets = [
      'Sapphire#Secret1',
      'bearer-secret-token',
      'cookie-secret',
      'reset-secret',
      'sig-secret',
    ];
    await app.fastify.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { authorization: `Bearer ${secrets[1]}`, cookie: `refresh_token=${secrets[2]}` },
      payload: { email: 'a@example.com', password: secrets[0] },
    });
    // malformed JSON: the parser's error message quotes the body
    await app.fastify.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"password":"${secrets[0]}"`,
    });
    await app.fastify.inject({
      method: 'GET',
      url: `/reset-password?token=${secrets[3]}&from=mail`,
    });
    await app.fastify.inject({
      method: 'GET',
      url: `/api/noisy?variant=preview&sig=${secrets[4]}`,
    });
    const lines = app.lines();
    const text = app.written.join('');
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(lines.map((l) => (l.req as { url: string } | undefined)?.url).filter(Boolean)).toEqual([
      '/api/auth/login',
      '/api/auth/login',
      '/reset-password?token=[redacted]&from=mail',
      '/api/noisy?variant=preview&sig=[redacted]',
    ]);
    await app.close();
  });

  it('writes no request line at warn', async () => {
    const app = await appLoggingAt('warn');
    await app.fastify.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(app.lines()).toEqual([]);
    await app.close();
  });
});

describe('BatchedLogStream', () => {
  it('hands waiting lines to the sink in one write, within LOG_FLUSH_MS, or at once when many wait', async () => {
    const writes: string[] = [];
    const stream = new BatchedLogStream({ write: (chunk) => writes.push(chunk) });
    stream.write('a\n');
    await new Promise((resolve) => setImmediate(resolve));
    stream.write('b\n');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, LOG_FLUSH_MS + 10));
    expect(writes).toEqual(['a\nb\n']);
    const long = `${'x'.repeat(LOG_FLUSH_CHARS)}\n`;
    stream.write(long);
    expect(writes).toEqual(['a\nb\n', long]);
    stream.write('c\n');
    stream.flushSync();
    expect(writes).toEqual(['a\nb\n', long, 'c\n']);
    stream.close();
  });
});
