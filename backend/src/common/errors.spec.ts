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
    expect(toErrorBody(new NotFoundException('Cannot GET /api/x?q=1')).body).toEqual({
      error: 'There is no API endpoint at GET /api/x',
      statusCode: 404,
    });
    expect(toErrorBody(new NotFoundException()).body.error).toBe(
      'The requested item could not be found.',
    );
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

  it('answers 503 when the database cannot be reached, without flagging a bug', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const wrapped = Object.assign(new Error('Connection terminated unexpectedly'), {
      name: 'QueryFailedError',
      driverError: new Error('Connection terminated unexpectedly'),
    });
    for (const error of [refused, wrapped, new Error('timeout exceeded when trying to connect')]) {
      const result = toErrorBody(error);
      expect(result.body).toEqual({
        error: 'The service is temporarily unavailable. Please try again.',
        statusCode: 503,
      });
      expect(result.unexpected).toBe(false);
    }
  });

  it('hides unexpected errors behind the generic 500 sentence and flags them for logging', () => {
    const result = toErrorBody(new Error('connection refused at 10.0.0.1'));
    expect(result.body).toEqual({ error: GENERIC_500, statusCode: 500 });
    expect(result.unexpected).toBe(true);
  });
});
