import { HttpException } from '@nestjs/common';
import { API_ERRORS, AUTH_ERRORS, type ErrorBody, type FieldError } from '@valuation/contracts';
import { DomainError } from './domain-error';
import { domainErrorAnswer } from './domain-error.http';
import { isDatabaseUnavailable } from '../database/connection-errors';

export type { ErrorBody, FieldError };

export const GENERIC_500 = API_ERRORS.unexpected;
/** The 404 sentence when nothing more is known (resource 404s carry their own sentences). */
export const NOT_FOUND = 'The requested item could not be found.';
export const SERVICE_UNAVAILABLE = API_ERRORS.unavailable;
export const FORBIDDEN = AUTH_ERRORS.forbidden;

/** The 404 sentence of an address no route answers: method and path, no query, bounded. */
export function noRouteSentence(method: string, url: string): string {
  let path = url.split('?')[0];
  if (path.length > 100) path = `${path.slice(0, 100)}…`;
  const what = path === '/api' || path.startsWith('/api/') ? 'API endpoint' : 'page';
  return `There is no ${what} at ${method.toUpperCase().slice(0, 10)} ${path}`;
}

/** An error whose `error` sentence is meant for people; the filter passes it through as is. */
export class AppException extends HttpException {
  constructor(
    status: number,
    readonly sentence: string,
    readonly details?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super({ error: sentence, statusCode: status, ...(details ? { details } : {}) }, status);
  }
}

const DEFAULT_SENTENCES: Record<number, string> = {
  400: 'The request is not valid.',
  401: AUTH_ERRORS.signInRequired,
  403: FORBIDDEN,
  404: NOT_FOUND,
  405: 'This method is not allowed here.',
  406: 'This resource cannot be returned in the requested format.',
  408: 'The request took too long. Please try again.',
  409: 'This conflicts with the current state. Please refresh and try again.',
  413: API_ERRORS.tooLarge,
  414: 'The address is too long.',
  415: 'This content type is not supported. Send JSON (Content-Type: application/json).',
  429: 'Too many requests. Please try again later.',
  431: 'The request headers are too large.',
  503: SERVICE_UNAVAILABLE,
};

/** The sentence for a status when nothing better is known (never a bare status text). */
export function defaultSentence(status: number): string {
  return (
    DEFAULT_SENTENCES[status] ??
    (status >= 500 ? GENERIC_500 : 'The request could not be processed.')
  );
}

// Nest's and Fastify's bare status texts ("Bad Request", "Unauthorized", …) are not sentences.
const BARE_TEXT = /^[A-Z][a-z]*( [A-Z]?[a-z]+)*$/;

/** Fastify's own errors (body parsing, URL, media type) mapped to our sentences. */
export function fastifyErrorBody(err: {
  code?: string;
  statusCode?: number;
  message?: string;
}): ErrorBody | null {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { error: API_ERRORS.invalidJson, statusCode: 400 };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { error: 'The request body is empty. Send a JSON object.', statusCode: 400 };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { error: API_ERRORS.tooLarge, statusCode: 413 };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { error: defaultSentence(415), statusCode: 415 };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { error: 'The Content-Length header does not match the body.', statusCode: 400 };
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_INVALID_URL':
      return { error: 'The address is not valid.', statusCode: 400 };
    default:
      return null;
  }
}

/** Turns anything thrown into the `{error, statusCode, details?}` answer. */
export function toErrorBody(exception: unknown): {
  body: ErrorBody;
  headers: Record<string, string>;
  unexpected: boolean;
} {
  if (exception instanceof DomainError) {
    const { body, headers } = domainErrorAnswer(exception);
    return { body, headers, unexpected: false };
  }
  if (exception instanceof AppException) {
    const body: ErrorBody = { error: exception.sentence, statusCode: exception.getStatus() };
    if (exception.details) body.details = exception.details;
    return { body, headers: exception.headers, unexpected: false };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    let message: unknown =
      typeof response === 'string' ? response : (response as { message?: unknown }).message;
    if (Array.isArray(message)) message = message.join('. ');
    let error =
      typeof message === 'string' &&
      message.trim() !== '' &&
      !BARE_TEXT.test(message) &&
      !message.startsWith('Cannot ')
        ? message
        : defaultSentence(status);
    // Nest's router answers unknown routes with "Cannot <METHOD> <url>".
    const noRoute = typeof message === 'string' && /^Cannot (\S+) (\S.*)$/.exec(message);
    if (status === 404 && noRoute) error = noRouteSentence(noRoute[1], noRoute[2]);
    return { body: { error, statusCode: status }, headers: {}, unexpected: status >= 500 };
  }
  const fastify =
    exception && typeof exception === 'object'
      ? fastifyErrorBody(exception as { code?: string })
      : null;
  if (fastify) return { body: fastify, headers: {}, unexpected: false };
  const status = (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      body: { error: defaultSentence(status), statusCode: status },
      headers: {},
      unexpected: false,
    };
  }
  if (isDatabaseUnavailable(exception)) {
    return {
      body: { error: SERVICE_UNAVAILABLE, statusCode: 503 },
      headers: {},
      unexpected: false,
    };
  }
  return { body: { error: GENERIC_500, statusCode: 500 }, headers: {}, unexpected: true };
}
