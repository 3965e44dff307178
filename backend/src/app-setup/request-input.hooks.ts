import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppException, defaultSentence } from '../common/errors';
import {
  isJsonObject,
  isNestedTooDeeply,
  NOT_AN_OBJECT,
  TOO_DEEP,
  unsafeInputProblems,
} from '../common/validation/request-input';
import { validationException } from '../common/validation/validation.pipe';
import { BODY_LIMIT_BYTES } from './fastify-adapter';

/** The routes that take multipart forms (files); every other route answers 415 to one. */
export const MULTIPART_ROUTES: ReadonlySet<string> = new Set([
  '/api/valuations',
  '/api/valuations/:id/photos',
  '/api/chat/messages',
  '/api/staff/conversations/:id/messages',
  '/api/staff/me/signature',
]);

/** Routes whose raw JSON text is kept beside the parsed body (signature checks). */
export const RAW_BODY_ROUTES: ReadonlySet<string> = new Set(['/api/payments/stripe/webhook']);

/**
 * The request body parsers: JSON only (text/plain, Fastify's other default, would reach the DTOs
 * as a string), through Fastify's prototype-poisoning-safe parser, except that an empty body
 * counts as no body (`POST /api/auth/logout` with a JSON content type and nothing in it must still
 * work). Before parsing, nesting is bounded (a linear scan); after, the body must be a JSON object.
 */
export function registerJsonBody(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('text/plain');
  const jsonParser = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (request, body, done) => {
      const text = body as string;
      if (RAW_BODY_ROUTES.has(request.routeOptions.url ?? '')) {
        (request as FastifyRequest & { rawBody?: string }).rawBody = text;
      }
      if (text.trim() === '') return done(null, undefined);
      if (isNestedTooDeeply(text)) return done(new AppException(400, TOO_DEEP), undefined);
      // Fastify's default parser answers through the callback (its return value is nothing).
      void jsonParser(request, text, (error, parsed) => {
        if (error) return done(error, undefined);
        if (!isJsonObject(parsed)) {
          return done(
            new AppException(400, NOT_AN_OBJECT, [{ field: 'body', message: NOT_AN_OBJECT }]),
            undefined,
          );
        }
        done(null, parsed);
      });
    },
  );
}

/**
 * The one check of every string and key that reaches a route (body, query string, path
 * parameters): well-formed text only (no control characters: PostgreSQL refuses NUL in text, and
 * none belongs in our data; no lone UTF-16 surrogates, which it would store as U+FFFD) and no
 * __proto__/constructor/prototype keys; and multipart forms only where files are taken. Runs
 * before guards, pipes and services. A callback hook, not an async one: it runs on every request
 * and rarely finds anything.
 */
export function registerInputChecks(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, _reply, done) => {
    if (request.isMultipart?.() && !MULTIPART_ROUTES.has(request.routeOptions.url ?? '')) {
      return done(new AppException(415, defaultSentence(415)));
    }
    const problems = [
      // the SPA fallback's wildcard parameter is the address itself
      ...unsafeInputProblems(request.params, { '*': { field: 'path', label: 'The address' } }),
      ...unsafeInputProblems(request.query),
      ...unsafeInputProblems(request.body),
    ];
    done(problems.length > 0 ? validationException(problems) : undefined);
  });
}
