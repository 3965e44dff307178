import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorBody } from '../errors';

/** The one place that shapes every error answer as `{error, statusCode, details?}`. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    sendError(reply, exception, request, this.logger);
  }
}

export function sendError(
  reply: FastifyReply,
  exception: unknown,
  request: FastifyRequest | undefined,
  logger: { error: (message: string, stack?: string) => void },
): void {
  const { body, headers, unexpected } = toErrorBody(exception);
  if (unexpected) {
    const err = exception instanceof Error ? exception : new Error(String(exception));
    logger.error(
      `Unexpected error on ${request?.method ?? '?'} ${request?.url ?? '?'}: ${err.message}`,
      err.stack,
    );
  }
  if (reply.sent) return;
  reply
    .status(body.statusCode)
    .headers({ ...headers, 'cache-control': 'no-store' })
    .type('application/json; charset=utf-8')
    .send(body);
}
