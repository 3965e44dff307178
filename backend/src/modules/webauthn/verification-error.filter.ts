import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorBody } from '../../common/errors';

/**
 * The registration verify routes answer their errors as `{success: false, error, statusCode,
 * details?}`: the browser's passkey set-up reads `success` (docs/product.md §7, Reading B).
 */
@Catch()
export class VerificationErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { body, headers, unexpected } = toErrorBody(exception);
    if (unexpected) {
      const err = exception instanceof Error ? exception : new Error(String(exception));
      this.logger.error(
        `Unexpected error on ${request?.method ?? '?'} ${request?.url ?? '?'}: ${err.message}`,
        err.stack,
      );
    }
    if (reply.sent) return;
    reply
      .status(body.statusCode)
      .headers({ ...headers, 'cache-control': 'no-store' })
      .type('application/json; charset=utf-8')
      .send({ success: false, ...body });
  }
}
