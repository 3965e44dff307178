import type { FastifyRequest } from 'fastify';
import { RequestContext } from './auth.types';

/** The caller's address and user agent, as kept on sessions and used by the rate limits. */
export function requestContext(req: FastifyRequest): RequestContext {
  const agent = req.headers['user-agent'];
  return { ip: req.ip ?? 'unknown', userAgent: typeof agent === 'string' ? agent : null };
}
