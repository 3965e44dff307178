import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { NestApplicationOptions, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppModule } from './app.module';
import { pageCspHeaders, securityHeaderOptions } from './app-setup/content-security-policy';
import { createFastifyAdapter, NEST_APP_OPTIONS } from './app-setup/fastify-adapter';
import { readPrerenderManifest } from './app-setup/prerender-manifest';
import { registerInputChecks, registerJsonBody } from './app-setup/request-input.hooks';
import { registerConnectionDraining } from './app-setup/graceful-shutdown';
import { registerLingeringClose } from './app-setup/lingering-close';
import { registerSpaFallback } from './app-setup/spa-fallback';
import { setupSwagger } from './app-setup/swagger';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { PinoNestLogger } from './infrastructure/logging/pino-nest-logger';
import { registerRequestId } from './infrastructure/logging/request-id';
import { registerSecurityHeaders } from './common/security-headers';
import { createValidationPipe } from './common/validation/validation.pipe';
import { AppConfig, loadAppConfig } from './infrastructure/config/app.config';
import { loadRateLimitConfig } from './infrastructure/config/rate-limit.config';
import { answerSessionCheckDirectly, JwtAuthGuard } from './modules/auth';
import { ChatIoAdapter } from './modules/chat';
import { registerHttpMetrics } from './infrastructure/metrics/http-metrics.hooks';
import { MetricsService } from './infrastructure/metrics/metrics.service';
import { MULTIPART_LIMITS } from './infrastructure/uploads/upload-pipeline';

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

/**
 * Configures a created NestFastifyApplication, in this order: request parsing and the input
 * checks, the session check's shortcut (before Nest registers its routes), the global pipe and
 * filter, security headers, cookies, multipart, Socket.IO, the built SPA and Swagger. Each job
 * lives in its unit under `app-setup/`.
 */
export async function setupApp(
  app: NestFastifyApplication,
  config: AppConfig = loadAppConfig(),
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  if (config.logLevel !== 'silent') app.useLogger(new PinoNestLogger(fastify.log));

  // First: every later hook, and the log lines of the request's work, know its id.
  registerRequestId(fastify);
  registerConnectionDraining(fastify);
  registerLingeringClose(fastify);
  registerJsonBody(fastify);
  registerInputChecks(fastify);

  // Before Nest registers its routes (init): the session check's handler is swapped then.
  answerSessionCheckDirectly(fastify, app.get(JwtAuthGuard));

  // GET /metrics stays outside /api (contracts.md "Operations").
  app.setGlobalPrefix('api', { exclude: [{ path: 'metrics', method: RequestMethod.GET }] });
  registerHttpMetrics(fastify, app.get(MetricsService));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  const prerendered = readPrerenderManifest(config.staticDir);
  registerSecurityHeaders(
    fastify,
    securityHeaderOptions(prerendered.scriptHashes, config.secureCookies),
  );
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
  registerSpaFallback(
    fastify,
    config.staticDir,
    prerendered.pages,
    pageCspHeaders(prerendered.pageScriptHashes, config.secureCookies),
  );

  setupSwagger(app);
}
