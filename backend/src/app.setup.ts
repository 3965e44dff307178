import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { Logger, NestApplicationOptions } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { AppModule } from './app.module';
import { AppException, defaultSentence, noRouteSentence } from './common/errors';
import { AllExceptionsFilter, sendError } from './common/filters/all-exceptions.filter';
import { PinoNestLogger } from './common/logging/pino-nest-logger';
import { RequestLogger } from './common/logging/request-logger';
import { helmetHeaderSet, registerSecurityHeaders } from './common/security-headers';
import type { HelmetOptions } from 'helmet';
import {
  isJsonObject,
  isNestedTooDeeply,
  NOT_AN_OBJECT,
  TOO_DEEP,
  unsafeInputProblems,
} from './common/validation/request-input';
import { createValidationPipe, validationException } from './common/validation/validation.pipe';
import { AppConfig, loadAppConfig } from './config/app.config';
import { loadRateLimitConfig } from './config/rate-limit.config';
import { JwtAuthGuard } from './modules/auth/guards/jwt-auth.guard';
import { answerSessionCheckDirectly } from './modules/auth/session-check.route';
import { ChatIoAdapter } from './modules/chat/chat-io.adapter';
import { MULTIPART_LIMITS } from './common/uploads/upload-pipeline';

/** The routes that take multipart forms (files); every other route answers 415 to one. */
const MULTIPART_ROUTES = new Set([
  '/api/valuations',
  '/api/valuations/:id/photos',
  '/api/chat/messages',
  '/api/staff/conversations/:id/messages',
]);
/** Routes whose raw JSON text is kept beside the parsed body (signature checks). */
const RAW_BODY_ROUTES = new Set(['/api/payments/stripe/webhook']);

export const BODY_LIMIT_BYTES = 100 * 1024;

const errorLogger = new Logger('HTTP');

/**
 * Nest maps Fastify's own errors (invalid JSON, body too large, media type…) to an HttpException
 * carrying Fastify's message and losing its code; keep the original error so that the one error
 * formatter can answer with our sentences.
 */
class AppFastifyAdapter extends FastifyAdapter {
  override setErrorHandler(_handler: unknown) {
    return this.getInstance().setErrorHandler(
      (error: Error, request: FastifyRequest, reply: FastifyReply) =>
        sendError(reply, error, request, errorLogger),
    );
  }
}

/**
 * One log line per request, written when it completes (method, address, status, time), instead of
 * Fastify's two (received + completed).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      req: { method: request.method, url: request.url, remoteAddress: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    const log = reply.log as unknown as RequestLogger | FastifyBaseLogger;
    if (log instanceof RequestLogger) {
      if (error) log.completed('error', { ...line, err: error }, 'request errored');
      else log.completed('info', line, 'request completed');
    } else if (error) log.error({ ...line, err: error }, 'request errored');
    else log.info(line, 'request completed');
  }
}

/** The Fastify adapter: JSON-line logging (no secrets), 100 KB bodies, our error shape for its errors. */
export function createFastifyAdapter(config: AppConfig = loadAppConfig()): FastifyAdapter {
  return new AppFastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    logController: new OneLinePerRequest(),
    childLoggerFactory: config.logLevel === 'silent' ? undefined : RequestLogger.factory,
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
                '*.password',
                '*.currentPassword',
                '*.newPassword',
              ],
              censor: '[redacted]',
            },
          },
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) =>
      sendError(reply, error, request, errorLogger),
  });
}

/** Nest options used with this adapter: Fastify's own JSON parser only (so other types get 415). */
export const NEST_APP_OPTIONS: NestApplicationOptions = { bodyParser: false, bufferLogs: true };

/** Creates the Nest app on Fastify and configures it; used by main.ts and the API tests. */
export async function createApp(
  options: NestApplicationOptions = {},
): Promise<NestFastifyApplication> {
  const config = loadAppConfig();
  const adapter = createFastifyAdapter(config);
  // Nest's own lines (module start-up, database connection errors) go to pino from the start.
  const logger =
    config.logLevel === 'silent'
      ? false
      : new PinoNestLogger(adapter.getInstance().log as unknown as FastifyBaseLogger);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, adapter, {
    ...NEST_APP_OPTIONS,
    logger,
    ...options,
  });
  await setupApp(app, config);
  return app;
}

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  // emotion (MUI) and Swagger UI inject style elements.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // Nothing is fetched from another origin (the chat's emoji picker will use native emoji).
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:', 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/** Configures a created NestFastifyApplication: plugins, pipe, filter, Swagger, SPA. */
export async function setupApp(
  app: NestFastifyApplication,
  config: AppConfig = loadAppConfig(),
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  if (config.logLevel !== 'silent') app.useLogger(new PinoNestLogger(fastify.log));

  // JSON only: text/plain (Fastify's other default) would reach the DTOs as a string.
  fastify.removeContentTypeParser('text/plain');
  // Fastify's JSON parser (prototype-poisoning safe), except that an empty body counts as no body:
  // `POST /api/auth/logout` with a JSON content type and nothing in it must still work. Before
  // parsing, nesting is bounded (a linear scan); after, the body must be a JSON object.
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
  // The one check of every string and key that reaches a route (body, query string, path
  // parameters): well-formed text only (no control characters: PostgreSQL refuses NUL in text,
  // and none belongs in our data; no lone UTF-16 surrogates, which it would store as U+FFFD) and
  // no __proto__/constructor/prototype keys. Runs before guards, pipes and services.
  // A callback hook, not an async one: it runs on every request and rarely finds anything.
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

  // Before Nest registers its routes (init): the session check's handler is swapped then.
  answerSessionCheckDirectly(fastify, app.get(JwtAuthGuard));

  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  const prerendered = readPrerenderManifest(config.staticDir);
  const headerOptions = (scriptHashes: string[]): HelmetOptions => ({
    contentSecurityPolicy: {
      directives: {
        ...CSP_DIRECTIVES,
        // The prerendered pages' inline scripts (the colour scheme's, the hydration's), allowed by
        // their hashes only.
        scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...scriptHashes.map((h) => `'${h}'`)],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.secureCookies ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  registerSecurityHeaders(fastify, headerOptions(prerendered.scriptHashes));
  await app.register(fastifyCookie as never);
  // Multipart forms are read as streams by the routes that take files (valuation photos): files
  // go to disk as they arrive, never whole into memory. Limits: 10 MB a file, 6 files (the sixth
  // is refused with a sentence), text parts up to 20 KB (checked for truncation by the route).
  await app.register(fastifyMultipart as never, {
    limits: MULTIPART_LIMITS,
    throwFileSizeLimit: false,
  });
  // Socket.IO (the chat): set before init(), or Nest silently keeps its default adapter.
  app.useWebSocketAdapter(new ChatIoAdapter(app, loadRateLimitConfig().redisUrl));

  if (config.staticDir) {
    // preCompressed: the build writes .br/.gz beside each asset (scripts/compress-dist.mjs).
    await app.register(fastifyStatic as never, {
      root: config.staticDir,
      serve: false,
      preCompressed: true,
    });
  }
  // A prerendered page's CSP allows its own inline scripts only: a shorter header, which counts
  // towards the page's first round trip (issue 12).
  const pageCsp = new Map(
    Object.entries(prerendered.pageScriptHashes).map(([path, hashes]) => [
      path,
      helmetHeaderSet(headerOptions(hashes)).find(
        ([name]) => name === 'content-security-policy',
      )?.[1],
    ]),
  );
  registerSpaFallback(fastify, config.staticDir, prerendered.pages, pageCsp);

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Luxe Valuations API')
      .setDescription(
        'Every error answers `{error, statusCode, details?}`. Sign in with /api/auth/login, then "Authorize" with the token.',
      )
      .setVersion('1.0')
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
      .addCookieAuth('refresh_token', { type: 'apiKey', in: 'cookie', name: 'refresh_token' })
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Luxe Valuations API',
  });
}

const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest']);

interface PrerenderManifest {
  /** Address → file (relative to the static folder) holding its prerendered HTML. */
  pages: Record<string, string>;
  /** Address → `sha256-…` of its page's inline scripts. */
  pageScriptHashes: Record<string, string[]>;
  /** `sha256-…` of every inline script of those pages. */
  scriptHashes: string[];
}

const isScriptHash = (hash: unknown): hash is string =>
  typeof hash === 'string' && /^sha256-[A-Za-z0-9+/=]+$/.test(hash);

/**
 * The public pages the build rendered to HTML (frontend/src/app/prerenderedPaths.ts; ADR 011),
 * from dist/prerendered/manifest.json; none when the build has no such file.
 */
function readPrerenderManifest(staticDir: string | null): PrerenderManifest {
  const none: PrerenderManifest = { pages: {}, pageScriptHashes: {}, scriptHashes: [] };
  if (!staticDir) return none;
  try {
    const parsed = JSON.parse(
      readFileSync(join(staticDir, 'prerendered', 'manifest.json'), 'utf8'),
    ) as Partial<PrerenderManifest>;
    const pages = Object.fromEntries(
      Object.entries(parsed.pages ?? {}).filter(
        ([path, file]) =>
          path.startsWith('/') && typeof file === 'string' && /^[\w/-]+\.html$/.test(file),
      ),
    );
    const scriptHashes = (parsed.scriptHashes ?? []).filter(isScriptHash);
    // A page whose own list is missing or malformed keeps the CSP naming every page's hashes.
    const pageScriptHashes = Object.fromEntries(
      Object.entries(parsed.pageScriptHashes ?? {}).filter(
        (entry): entry is [string, string[]] =>
          entry[0] in pages && Array.isArray(entry[1]) && entry[1].every(isScriptHash),
      ),
    );
    return { pages, pageScriptHashes, scriptHashes };
  } catch {
    return none;
  }
}

/**
 * Files of the built SPA; a prerendered public page answers its HTML (then hydrates); any other GET
 * outside /api answers index.html (rendered in the browser), /api/* answers JSON 404.
 */
function registerSpaFallback(
  fastify: FastifyInstance,
  staticDir: string | null,
  prerendered: Record<string, string>,
  pageCsp: ReadonlyMap<string, string | undefined>,
): void {
  fastify.get('/*', (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const notFound = () =>
      reply
        .status(404)
        .type('application/json; charset=utf-8')
        .send({ error: noRouteSentence(request.method, request.url), statusCode: 404 });
    if (path === '/api' || path.startsWith('/api/') || !staticDir) return notFound();

    const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
    let file = prerendered[page] ?? 'index.html';
    try {
      const decoded = decodeURIComponent(path);
      const absolute = resolve(staticDir, `.${decoded}`);
      if (
        absolute.startsWith(staticDir + sep) &&
        !decoded.includes('\0') &&
        statSync(absolute).isFile()
      ) {
        file = absolute.slice(staticDir.length + 1);
      }
    } catch {
      // not a file (or an undecodable path): the SPA handles the route
    }
    const urlPath = `/${file.split(sep).join('/')}`;
    if (urlPath.startsWith('/assets/'))
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    else if (NO_CACHE.has(urlPath) || urlPath.endsWith('.html'))
      reply.header('cache-control', 'no-cache');
    else reply.header('cache-control', 'public, max-age=3600');
    const csp = file === prerendered[page] ? pageCsp.get(page) : undefined;
    if (csp) reply.header('content-security-policy', csp);
    return reply.sendFile(file, { cacheControl: false });
  });
}
