import Fastify, { FastifyBaseLogger, LogController } from 'fastify';
import { Writable } from 'node:stream';
import { RequestLogger } from './request-logger';

/** Fastify's own request lines off: the test writes the completion line itself. */
class NoRequestLines extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(): void {}
}

function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new NoRequestLines(),
    childLoggerFactory: RequestLogger.factory,
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/chatty', async (request) => {
    request.log.warn({ detail: 1 }, 'something to see');
    request.log.debug('too fine for this level');
    return { ok: true };
  });
  app.addHook('onResponse', (request, reply, done) => {
    (reply.log as unknown as RequestLogger).completed(
      'info',
      { status: reply.statusCode },
      'request completed',
    );
    done();
  });
  return { app, lines };
}

describe('RequestLogger (request.log)', () => {
  it('writes the completion line with the request id', async () => {
    const { app, lines } = appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'req-1', status: 200, msg: 'request completed' }),
    ]);
    await app.close();
  });

  it('gives what a route logs the request id, and drops levels below the configured one', async () => {
    const { app, lines } = appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/chatty' });
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['req-1', 'something to see'],
      ['req-1', 'request completed'],
    ]);
    expect(lines[0]).toMatchObject({ detail: 1, level: 40 });
    await app.close();
  });

  it('writes nothing below the level (the completion line at warn)', async () => {
    const { app, lines } = appLoggingAt('warn');
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(lines).toEqual([]);
    await app.close();
  });

  it('answers the level and makes children like a pino logger', async () => {
    const { app, lines } = appLoggingAt('info');
    app.get('/child', async (request) => {
      expect(request.log.level).toBe('info');
      (request.log.child({ part: 'x' }) as FastifyBaseLogger).info('from a child');
      return {};
    });
    await app.inject({ method: 'GET', url: '/child' });
    expect(lines[0]).toMatchObject({ reqId: 'req-1', part: 'x', msg: 'from a child' });
    await app.close();
  });

  it('leaves Fastify alone when logging is off', async () => {
    const app = Fastify({ logger: false, childLoggerFactory: RequestLogger.factory });
    app.get('/', async (request) => {
      request.log.info('nowhere');
      return { ok: true };
    });
    expect((await app.inject({ method: 'GET', url: '/' })).json()).toEqual({ ok: true });
    await app.close();
  });
});
