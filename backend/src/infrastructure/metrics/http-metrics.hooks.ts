import type { FastifyInstance } from 'fastify';
import { MetricsService, UNMATCHED_ROUTE } from './metrics.service';

/** The SPA fallback's catch-all route (app-setup/spa-fallback.ts). */
const CATCH_ALL = '/*';

/**
 * Every answered request is counted by method, the route's template (`/api/valuations/:id`, never
 * the address asked for: label values stay bounded) and status code. One that no route matched
 * (Fastify's 404, or the catch-all's 404 for an unknown address) is counted under UNMATCHED_ROUTE;
 * the pages the catch-all serves, under `/*`. The time is Fastify's, from arrival to the answer.
 */
export function registerHttpMetrics(fastify: FastifyInstance, metrics: MetricsService): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const template = request.routeOptions.url;
    const route =
      request.is404 ||
      template === undefined ||
      (template === CATCH_ALL && reply.statusCode === 404)
        ? UNMATCHED_ROUTE
        : template;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
