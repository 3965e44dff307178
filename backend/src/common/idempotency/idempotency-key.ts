import {
  IDEMPOTENCY_ERRORS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
} from '@valuation/contracts';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domain-error';

/**
 * The request's `Idempotency-Key` (contracts: IDEMPOTENCY_KEY_HEADER), or null when it has none;
 * a malformed one is refused with a 400 naming the header.
 */
export function idempotencyKeyOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw))
    throw DomainError.onField('INVALID_INPUT', IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_ERRORS.badKey);
  return raw;
}

/** True when `err` is PostgreSQL's unique violation of the index `index` (pg and PGlite). */
export function violatesUnique(err: unknown, index: string): boolean {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code !== '23505') return false;
  return e.constraint === index || (e.message ?? '').includes(index);
}

/** Swagger: the optional Idempotency-Key header of a creation a client may retry. */
export const IdempotencyKeyHeader = () =>
  ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description:
      'One key per message or request, the same on every try: a try whose key was stored answers what was stored (8-64 letters, digits, - or _)',
  });
