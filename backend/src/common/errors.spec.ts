import { BadRequestException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { AppException, fastifyErrorBody, GENERIC_500, toErrorBody } from './errors';

describe('toErrorBody', () => {
  it('passes our sentences and details through', () => {
    const { body } = toErrorBody(
      new AppException(400, 'Invalid email address', [
        { field: 'email', message: 'Invalid email address' },
      ]),
    );
    expect(body).toEqual({
      error: 'Invalid email address',
      statusCode: 400,
      details: [{ field: 'email', message: 'Invalid email address' }],
    });
  });

  it('never answers a bare status text', () => {
    expect(toErrorBody(new UnauthorizedException()).body.error).toBe('Please sign in to continue.');
    expect(toErrorBody(new BadRequestException()).body.error).toBe('The request is not valid.');
    expect(toErrorBody(new NotFoundException('Cannot GET /api/x')).body).toEqual({
      error: 'Not found',
      statusCode: 404,
    });
  });

  it('maps Fastify body errors to sentences', () => {
    expect(fastifyErrorBody({ code: 'FST_ERR_CTP_INVALID_JSON_BODY' })!.error).toBe(
      'The request body is not valid JSON',
    );
    expect(fastifyErrorBody({ code: 'FST_ERR_CTP_BODY_TOO_LARGE' })).toEqual({
      error: 'The request body is too large',
      statusCode: 413,
    });
    expect(fastifyErrorBody({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' })!.statusCode).toBe(415);
  });

  it('hides unexpected errors behind the generic 500 sentence and flags them for logging', () => {
    const result = toErrorBody(new Error('connection refused at 10.0.0.1'));
    expect(result.body).toEqual({ error: GENERIC_500, statusCode: 500 });
    expect(result.unexpected).toBe(true);
  });
});
