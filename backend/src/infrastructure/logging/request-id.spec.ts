import Fastify, { LogController } from 'fastify';
import { Writable } from 'node:stream';
import { PinoNestLogger } from './pino-nest-logger';
import { genReqId, registerRequestId, requestIdFrom } from './request-id';

describe('requestIdFrom', () => {
  it("keeps the caller's id when it is a short token of letters, digits, '-' and '_'", () => {
    for (const id of ['a', 'abc-DEF_123', '0f9d2c4e8b7a6f5e4d3c2b1a0f9e8d7c', 'x'.repeat(64)])
      expect(requestIdFrom(id)).toBe(id);
  });

  it('makes a new one for anything else', () => {
    for (const header of [undefined, '', 'x'.repeat(65), 'a b', 'a\nb', 'a;b', '{}', ['a', 'b']]) {
      const id = requestIdFrom(header);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});

/** Fastify's own request lines off: only what the work logs is seen. */
class NoRequestLines extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(): void {}
}

describe('registerRequestId', () => {
  function appWithLogLines() {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'info', stream },
      genReqId,
      logController: new NoRequestLines(),
    });
    registerRequestId(app);
    // A service's Nest Logger knows nothing of the request.
    const nest = new PinoNestLogger(app.log);
    const service = {
      async work(): Promise<void> {
        await new Promise((r) => setTimeout(r, 5));
        nest.warn('from a service', 'Service');
      },
    };
    app.get('/work', async () => {
      await service.work();
      return { ok: true };
    });
    app.post('/work', async () => {
      await service.work();
      return { ok: true };
    });
    return { app, lines };
  }

  it('answers with the id and gives it to the log lines of the work the request started', async () => {
    const { app, lines } = appWithLogLines();
    const get = await app.inject({
      method: 'GET',
      url: '/work',
      headers: { 'x-request-id': 'abc-1' },
    });
    expect(get.headers['x-request-id']).toBe('abc-1');
    // a body is read outside the request's context: the id is restored after it
    const post = await app.inject({ method: 'POST', url: '/work', payload: { a: 1 } });
    const postId = post.headers['x-request-id'];
    expect(postId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((l) => [l.msg, l.reqId, l.context])).toEqual([
      ['from a service', 'abc-1', 'Service'],
      ['from a service', postId, 'Service'],
    ]);
    await app.close();
  });

  it('leaves lines written outside any request without an id', () => {
    const { app, lines } = appWithLogLines();
    new PinoNestLogger(app.log).warn('at start', 'Bootstrap');
    expect(lines[0]).not.toHaveProperty('reqId');
    expect(lines[0]).toMatchObject({ msg: 'at start', context: 'Bootstrap' });
  });
});
