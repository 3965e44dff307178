/** One failing field of a validation error (docs/product.md §5, docs/architecture.md). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * Every error answer of the API: `error` is a sentence a person can read (the browser shows it as
 * it is), `statusCode` the HTTP status, `details` one entry per failing field.
 */
export interface ErrorBody {
  error: string;
  statusCode: number;
  details?: FieldError[];
}

export interface SuccessResponse {
  success: boolean;
}

/** The largest file a user may upload: a valuation photo or a chat attachment (10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The one paged answer of every list the staff API serves. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The query every paged list takes (1-based page). */
export interface PageQuery {
  page?: number;
  pageSize?: number;
}

export const PAGINATION = { defaultPageSize: 20, maxPageSize: 100 } as const;

export interface HealthResponse {
  status: 'ok' | 'error';
  database: 'up' | 'down';
}

/**
 * Creations a client may send again when it got no answer (a network failure, a 5xx): a chat
 * message (`POST /api/chat/messages`, `POST /api/staff/conversations/:id/messages`) and a
 * valuation request (`POST /api/valuations`). The client makes one key per message or request and
 * sends it in this header on every try; the server stores the key with what it created (unique per
 * sender), and a try with a key already stored answers what was stored then, as the first try
 * would have: never a second message, request or payment. Optional: without it, every try creates.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 8-64 letters, digits, `-` and `_` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const IDEMPOTENCY_ERRORS = {
  badKey: 'The Idempotency-Key header must be 8 to 64 letters, digits, - or _.',
  keyReused: 'This Idempotency-Key was already used for something else. Send a new key.',
} as const;
