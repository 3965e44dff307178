import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppException } from '../../common/errors';

export const METRICS_TEXTS = {
  tokenRequired: 'A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>).',
  loopbackOnly:
    'Metrics are served only to this machine; set METRICS_TOKEN to read them from elsewhere.',
} as const;

/** Headers a reverse proxy adds: a request carrying one came from elsewhere through the proxy. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read GET /metrics (contracts.md "Operations"): with METRICS_TOKEN, whoever sends it as a
 * bearer token (never a user's access token); without, only a caller on this machine, judged by
 * the connection's own address (not X-Forwarded-For) and refused when a proxy forwarded the
 * request, so a reverse proxy on the same machine does not expose it. Throws the 401 or 403.
 */
export function checkMetricsAccess(request: FastifyRequest, token: string | null): void {
  if (token) {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!given || !sameToken(given, token))
      throw new AppException(401, METRICS_TEXTS.tokenRequired, undefined, {
        'www-authenticate': 'Bearer',
      });
    return;
  }
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  if (forwarded || !isLoopback(request.socket.remoteAddress))
    throw new AppException(403, METRICS_TEXTS.loopbackOnly);
}
