import { Logger, NestApplicationOptions } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import { sendError } from '../common/filters/all-exceptions.filter';
import { stdoutLogStream } from '../infrastructure/logging/log-destination';
import {
  completedRequestJson,
  loggedUrl,
  type CompletedRequest,
} from '../infrastructure/logging/request-line';
import { RequestLogger } from '../infrastructure/logging/request-logger';
import { genReqId } from '../infrastructure/logging/request-id';
import { AppConfig, loadAppConfig } from '../infrastructure/config/app.config';

/** The largest JSON body any route takes (multipart forms have their own limits). */
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
    const log = reply.log as unknown as RequestLogger | FastifyBaseLogger;
    // Nothing is built for a line that is not written (LOG_LEVEL=warn: no line per request).
    const level = error ? 'error' : 'info';
    if (log instanceof RequestLogger ? !log.enabled(level) : !enabled(log, level)) return;
    const line: CompletedRequest = {
      method: request.method,
      url: request.url,
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (!error && log instanceof RequestLogger)
      return log.completedJson(completedRequestJson(line));
    const fields = {
      req: { method: line.method, url: loggedUrl(line.url), remoteAddress: line.remoteAddress },
      res: { statusCode: line.statusCode },
      responseTime: line.responseTime,
    };
    if (log instanceof RequestLogger)
      log.completed('error', { ...fields, err: error }, 'request errored');
    else if (error) log.error({ ...fields, err: error }, 'request errored');
    else log.info(fields, 'request completed');
  }
}

function enabled(log: FastifyBaseLogger, level: string): boolean {
  const pino = log as Partial<{ isLevelEnabled(level: string): boolean }>;
  return typeof pino.isLevelEnabled === 'function' ? pino.isLevelEnabled(level) : true;
}

/**
 * The Fastify adapter: JSON-line logging, 100 KB bodies, our error shape for its errors. No line
 * carries a secret by construction (docs/operations.md "Logs"): the request line holds the method,
 * the address with its credentials redacted (`loggedUrl`), the client's address, the status and
 * the time; headers and bodies are never logged. (pino's `redact`, which walked every line for
 * paths no line has, cost a tenth of a short call's CPU.) `stream` is where lines go: stdout by
 * default, batched and asynchronous (`log-destination.ts`).
 */
export function createFastifyAdapter(
  config: AppConfig = loadAppConfig(),
  stream?: DestinationStream,
): FastifyAdapter {
  return new AppFastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a reverse proxy (deploy/): the client's address from X-Forwarded-For, only from these.
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
    // The caller's X-Request-Id when it is a short safe token (from the proxy), else a new UUID.
    genReqId,
    logController: new OneLinePerRequest(),
    childLoggerFactory: config.logLevel === 'silent' ? undefined : RequestLogger.factory,
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            stream: stream ?? stdoutLogStream(),
          },
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) =>
      sendError(reply, error, request, errorLogger),
  });
}

/**
 * Nest options used with this adapter: Fastify's own JSON parser only (so other types get 415).
 * Not bufferLogs: createApp gives the logger at creation, so start-up lines (a database being
 * retried, docs/operations.md) are written at once.
 */
export const NEST_APP_OPTIONS: NestApplicationOptions = { bodyParser: false };
