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
