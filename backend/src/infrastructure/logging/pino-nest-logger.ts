import { LoggerService } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';
import { currentRequestId } from './request-id';

/**
 * Nest's own log lines go through Fastify's pino logger, so every line is JSON; a line written
 * while a request's work runs carries that request's id (`reqId`), as the request's own lines do.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: FastifyBaseLogger) {}

  log(message: unknown, context?: string) {
    this.pino.info(fields(context), String(message));
  }
  error(message: unknown, stack?: string, context?: string) {
    this.pino.error({ ...fields(context), stack }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.pino.warn(fields(context), String(message));
  }
  debug(message: unknown, context?: string) {
    this.pino.debug(fields(context), String(message));
  }
  verbose(message: unknown, context?: string) {
    this.pino.trace(fields(context), String(message));
  }
  fatal(message: unknown, context?: string) {
    this.pino.fatal(fields(context), String(message));
  }
}

function fields(context: string | undefined): { context?: string; reqId?: string } {
  const reqId = currentRequestId();
  return reqId === undefined ? { context } : { context, reqId };
}
