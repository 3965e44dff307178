import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { NOTICES, type FieldError } from '@valuation/contracts';

export const NETWORK_ERROR_MESSAGE = NOTICES.networkError;

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
  const body = error.data;
  const result: ApiError = { status: error.status };
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
