import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { sendError } from '../common/filters/all-exceptions.filter';
import { registerInputChecks, registerJsonBody } from './request-input.hooks';

const silent = { error: () => undefined };

/** A bare Fastify with the two units and routes that echo what they were given. */
async function server(): Promise<FastifyInstance> {
  const fastify = Fastify();
  fastify.setErrorHandler((error, request, reply) => sendError(reply, error, request, silent));
  await fastify.register(fastifyMultipart);
  registerJsonBody(fastify);
  registerInputChecks(fastify);
  const echo = (request: { body?: unknown; rawBody?: string }) => ({
    body: request.body ?? null,
    rawBody: request.rawBody ?? null,
  });
  fastify.post('/api/echo', async (request) => echo(request));
  fastify.get('/api/items/:id', async (request) => ({ params: request.params }));
  fastify.post('/api/payments/stripe/webhook', async (request) => echo(request));
  fastify.post('/api/chat/messages', async () => ({ multipart: true }));
  await fastify.ready();
  return fastify;
}

describe('request parsing and input checks', () => {
  let fastify: FastifyInstance;
  beforeAll(async () => {
    fastify = await server();
  });
  afterAll(() => fastify.close());

  const post = (url: string, payload: string, type = 'application/json') =>
    fastify.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });

  it('parses a JSON object; an empty JSON body counts as no body', async () => {
    expect((await post('/api/echo', '{"a":"b"}')).json()).toEqual({
      body: { a: 'b' },
      rawBody: null,
    });
    expect((await post('/api/echo', '  ')).json()).toEqual({ body: null, rawBody: null });
  });

  it('keeps the raw text only for the signature-checked webhook', async () => {
    const res = await post('/api/payments/stripe/webhook', '{"id": "evt_1"}');
    expect(res.json()).toEqual({ body: { id: 'evt_1' }, rawBody: '{"id": "evt_1"}' });
  });

  it('refuses a body that is not an object, nested too deeply, or not JSON', async () => {
    const array = await post('/api/echo', '[1]');
    expect(array.statusCode).toBe(400);
    expect(array.json().error).toBe('The request body must be a JSON object.');
    const deep = await post('/api/echo', `{"a":${'['.repeat(40)}${']'.repeat(40)}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error).toBe('The request body is nested too deeply (at most 32 levels).');
    const text = await post('/api/echo', 'hello', 'text/plain');
    expect(text.statusCode).toBe(415);
  });

  it('refuses control characters and lone surrogates in the body, query and path', async () => {
    const body = await post('/api/echo', '{"firstName":"Ja\\u0000ne","email":"a\\ud800@b.co"}');
    expect(body.statusCode).toBe(400);
    expect(body.json().details).toEqual([
      { field: 'firstName', message: 'First name must not contain control characters.' },
      {
        field: 'email',
        message: 'Email must be valid Unicode text (it holds a lone UTF-16 surrogate).',
      },
    ]);
    const query = await fastify.inject({ method: 'POST', url: '/api/echo?search=%07' });
    expect(query.json().details).toEqual([
      { field: 'search', message: 'Search must not contain control characters.' },
    ]);
    const path = await fastify.inject({ method: 'GET', url: '/api/items/a%00b' });
    expect(path.statusCode).toBe(400);
    expect(path.json().error).toBe('Id must not contain control characters.');
  });

  it('answers 415 to a multipart form sent to a route that takes no files', async () => {
    const form = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n';
    const type = 'multipart/form-data; boundary=x';
    expect((await post('/api/echo', form, type)).statusCode).toBe(415);
    expect((await post('/api/chat/messages', form, type)).json()).toEqual({ multipart: true });
  });
});
