import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { NOTICES, type FieldError } from '@valuation/contracts';

export const NETWORK_ERROR_MESSAGE = NOTICES.networkError;

/** How long a request may go unanswered before it counts as a network error. */
export const REQUEST_TIMEOUT_MS = 10_000;

export type ApiErrorDetail = FieldError;

/**
 * The one error shape every endpoint rejects with. `error` is the server body's `error` sentence
 * (docs/architecture.md), or the network message when no response arrived; it is undefined when
 * the server answered without one, so callers fall back to their own text.
 */
export interface ApiError {
  status: number | 'NETWORK_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';
  error?: string;
  details?: ApiErrorDetail[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function normaliseError(error: FetchBaseQueryError): ApiError {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return { status: 'NETWORK_ERROR', error: NETWORK_ERROR_MESSAGE };
  }
  if (error.status === 'PARSING_ERROR') {
    return { status: error.originalStatus };
  }
  if (error.status === 'CUSTOM_ERROR') {
    return { status: 'CUSTOM_ERROR', error: error.error };
  }
  return apiErrorOf(error.status, error.data);
}

/** The error of an answer with HTTP `status` and the parsed JSON `body` (undefined if none). */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const result: ApiError = { status };
  if (isRecord(body)) {
    if (typeof body.error === 'string' && body.error.trim()) result.error = body.error;
    if (Array.isArray(body.details)) result.details = body.details as ApiErrorDetail[];
  }
  return result;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    isRecord(value) &&
    'status' in value &&
    (!('error' in value) || typeof value.error === 'string' || value.error === undefined)
  );
}

/** The server's (or network) error text, else `fallback`. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.error) return error.error;
  return fallback;
}
