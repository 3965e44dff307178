import { DomainError, DomainErrorCode } from './domain-error';

/** The one map from a domain error code to its HTTP status. */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorCode, number> = {
  SIGN_IN_REQUIRED: 401,
  SESSION_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  AUTHENTICATION_FAILED: 401,
  ACCOUNT_DISABLED: 403,
  FORBIDDEN: 403,
  NOT_OWN_ACCOUNT: 403,
  EMAIL_TAKEN: 409,
  PASSKEY_ALREADY_REGISTERED: 409,
  RESET_LINK_INVALID: 400,
  WRONG_PASSWORD: 400,
  VERIFICATION_FAILED: 400,
  NOT_ALLOWED_ON_SELF: 400,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  INVALID_INPUT: 400,
  CONFLICT: 409,
  PAYMENT_DECLINED: 402,
  TOO_LARGE: 413,
  PAYMENT_PROVIDER_FAILED: 502,
};

export interface DomainErrorAnswer {
  status: number;
  body: {
    error: string;
    statusCode: number;
    details?: { field: string; message: string }[];
  };
  headers: Record<string, string>;
}

/** The HTTP answer of a domain error: its status, `{error, statusCode, details?}` and headers. */
export function domainErrorAnswer(error: DomainError): DomainErrorAnswer {
  const status = DOMAIN_ERROR_STATUS[error.code];
  const body: DomainErrorAnswer['body'] = { error: error.sentence, statusCode: status };
  if (error.details?.length) body.details = error.details;
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined)
    headers['Retry-After'] = String(Math.max(0, Math.ceil(error.retryAfterSeconds)));
  return { status, body, headers };
}
