/**
 * What services throw when a request cannot be done: a code (what went wrong, for code) and a
 * sentence (what to tell the person, shown as it is). Services never throw HTTP exceptions: one
 * place (`domain-error.http.ts`) turns a code into an HTTP status, so the HTTP filter, the
 * WebSocket gateway and scheduled jobs treat the same failure the same way.
 */
export const DOMAIN_ERROR_CODES = [
  'SIGN_IN_REQUIRED',
  'SESSION_EXPIRED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_DISABLED',
  'AUTHENTICATION_FAILED',
  'FORBIDDEN',
  'NOT_OWN_ACCOUNT',
  'EMAIL_TAKEN',
  'PASSKEY_ALREADY_REGISTERED',
  'RESET_LINK_INVALID',
  'WRONG_PASSWORD',
  'VERIFICATION_FAILED',
  'NOT_ALLOWED_ON_SELF',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INVALID_INPUT',
  'CONFLICT',
  'PAYMENT_DECLINED',
  'TOO_LARGE',
  'PAYMENT_PROVIDER_FAILED',
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export interface DomainErrorDetail {
  field: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    readonly sentence: string,
    readonly details?: DomainErrorDetail[],
    /** For RATE_LIMITED: when the caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(sentence);
    this.name = 'DomainError';
  }

  /** A failure that belongs to one input field: the sentence is also its detail. */
  static onField(code: DomainErrorCode, field: string, sentence: string): DomainError {
    return new DomainError(code, sentence, [{ field, message: sentence }]);
  }
}
