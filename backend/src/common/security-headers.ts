import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type HeaderSet = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * The headers helmet sets with these options, worked out once. (@fastify/helmet builds a helmet
 * middleware, parsing every CSP directive, on each request: a tenth of an API call's time.)
 */
export function helmetHeaderSet(options: HelmetOptions): HeaderSet {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name.toLowerCase(), String(value)]);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * What a JSON answer needs (OWASP REST Security): it is never a document, so the page headers
 * (cross-origin opener policy, origin-agent cluster, DNS prefetch, IE/Flash legacy) say nothing for
 * it; a CSP that allows nothing and forbids framing covers a browser being tricked into rendering
 * it, nosniff keeps it JSON, CORP keeps other sites from reading it, and HSTS stays when on HTTPS.
 */
export function apiHeaderSet(page: HeaderSet): HeaderSet {
  const kept = new Set([
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
  ]);
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-frame-options', 'DENY'],
    ...page.filter(([name]) => kept.has(name)),
  ];
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

/**
 * Security headers on every answer: the page set (helmet, with our CSP) on HTML, files and
 * anything else, the short API set on JSON answers. Set just before sending, where the content
 * type is known; a header a route set itself is kept.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, options: HelmetOptions): void {
  const page = helmetHeaderSet(options);
  const api = apiHeaderSet(page);
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of isJson(reply) ? api : page) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
