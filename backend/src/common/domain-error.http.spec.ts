import { DOMAIN_ERROR_CODES, DomainError } from './domain-error';
import { DOMAIN_ERROR_STATUS, domainErrorAnswer } from './domain-error.http';
import { toErrorBody } from './errors';
import { ParseIdPipe } from './pipes/parse-id.pipe';

describe('domain errors over HTTP', () => {
  it('gives every code a 4xx status', () => {
    for (const code of DOMAIN_ERROR_CODES)
      expect(DOMAIN_ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
    expect(DOMAIN_ERROR_STATUS.SESSION_EXPIRED).toBe(401);
    expect(DOMAIN_ERROR_STATUS.EMAIL_TAKEN).toBe(409);
    expect(DOMAIN_ERROR_STATUS.NOT_FOUND).toBe(404);
  });

  it('answers the sentence as it is, with the field details', () => {
    const error = DomainError.onField(
      'WRONG_PASSWORD',
      'currentPassword',
      'Current password is incorrect',
    );
    expect(toErrorBody(error)).toEqual({
      body: {
        error: 'Current password is incorrect',
        statusCode: 400,
        details: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
      },
      headers: {},
      unexpected: false,
    });
  });

  it('sends Retry-After with a rate limit', () => {
    const answer = domainErrorAnswer(
      new DomainError(
        'RATE_LIMITED',
        'Too many sign-in attempts. Please try again in 5 minutes.',
        undefined,
        299.2,
      ),
    );
    expect(answer.status).toBe(429);
    expect(answer.headers).toEqual({ 'Retry-After': '300' });
    expect(answer.body).toEqual({
      error: 'Too many sign-in attempts. Please try again in 5 minutes.',
      statusCode: 429,
    });
  });

  it('answers a malformed path id like an unknown one: 404 with the resource sentence', () => {
    const pipe = new ParseIdPipe('User not found');
    expect(pipe.transform('6F1C2A4E-1B2C-4D5E-8F90-0A1B2C3D4E5F')).toBe(
      '6f1c2a4e-1b2c-4d5e-8f90-0a1b2c3d4e5f',
    );
    for (const bad of ['', 'abc', "1' OR '1'='1", '6f1c2a4e-1b2c-4d5e-8f90-0a1b2c3d4e5'])
      expect(toErrorBody(captured(() => pipe.transform(bad))).body).toEqual({
        error: 'User not found',
        statusCode: 404,
      });
  });
});

function captured(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected a throw');
}
