import { Logger, NestApplicationOptions } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { sendError } from '../common/filters/all-exceptions.filter';
import { RequestLogger } from '../common/logging/request-logger';
import { genReqId } from '../common/observability/request-id';
import { AppConfig, loadAppConfig } from '../config/app.config';

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
    const line = {
      req: { method: request.method, url: request.url, remoteAddress: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (log instanceof RequestLogger) {
      if (error) log.completed('error', { ...line, err: error }, 'request errored');
      else log.completed('info', line, 'request completed');
    } else if (error) log.error({ ...line, err: error }, 'request errored');
    else log.info(line, 'request completed');
  }
}

function enabled(log: FastifyBaseLogger, level: string): boolean {
  const pino = log as Partial<{ isLevelEnabled(level: string): boolean }>;
  return typeof pino.isLevelEnabled === 'function' ? pino.isLevelEnabled(level) : true;
}

/**
 * Log lines go to stdout asynchronously: a line is appended to a buffer and the buffer written by
 * libuv's thread pool, so under load many lines leave in one write instead of one blocking write
 * per request (which halved the throughput of a short call). The buffer is flushed when the
 * process exits, SIGTERM included; at most 8 MB wait (beyond, lines are dropped rather than the
 * process growing when stdout is stuck). Only a SIGKILL loses what waits, a few lines at most.
 */
function logDestination(): DestinationStream {
  return pino.destination({ dest: 1, sync: false, maxLength: 8 * 1024 * 1024 });
}

/** The Fastify adapter: JSON-line logging (no secrets), 100 KB bodies, our error shape for its errors. */
export function createFastifyAdapter(config: AppConfig = loadAppConfig()): FastifyAdapter {
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
            stream: logDestination(),
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

/**
 * Nest options used with this adapter: Fastify's own JSON parser only (so other types get 415).
 * Not bufferLogs: createApp gives the logger at creation, so start-up lines (a database being
 * retried, docs/operations.md) are written at once.
 */
export const NEST_APP_OPTIONS: NestApplicationOptions = { bodyParser: false };
