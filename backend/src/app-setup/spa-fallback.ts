import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { ROUTES } from '@valuation/contracts';
import { noRouteSentence } from '../common/errors';

const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest']);

/**
 * Pages search engines must not index, by the start of their path: the schedule a customer shared
 * with an insurer (`/shared/schedule/<token>`, public but meant for one reader). The page also
 * says so in a robots meta; the header covers crawlers that do not run the app.
 */
const NOT_INDEXED = [ROUTES.sharedSchedule.replace(/:token$/, '')];

/**
 * Files of the built SPA; a prerendered public page answers its HTML (then hydrates); any other GET
 * outside /api answers index.html (rendered in the browser), /api/* answers JSON 404. Hashed
 * assets are cached for a year, the documents, the service worker and the manifest revalidated.
 * Needs @fastify/static registered on `staticDir` (for `reply.sendFile`) when there is one.
 */
export function registerSpaFallback(
  fastify: FastifyInstance,
  staticDir: string | null,
  prerendered: Readonly<Record<string, string>>,
  pageCsp: ReadonlyMap<string, string | undefined>,
): void {
  fastify.get('/*', (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const notFound = () =>
      reply
        .status(404)
        .type('application/json; charset=utf-8')
        .send({ error: noRouteSentence(request.method, request.url), statusCode: 404 });
    if (path === '/api' || path.startsWith('/api/') || !staticDir) return notFound();

    const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
    let file = prerendered[page] ?? 'index.html';
    try {
      const decoded = decodeURIComponent(path);
      const absolute = resolve(staticDir, `.${decoded}`);
      if (
        absolute.startsWith(staticDir + sep) &&
        !decoded.includes('\0') &&
        statSync(absolute).isFile()
      ) {
        file = absolute.slice(staticDir.length + 1);
      }
    } catch {
      // not a file (or an undecodable path): the SPA handles the route
    }
    const urlPath = `/${file.split(sep).join('/')}`;
    if (urlPath.startsWith('/assets/'))
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    else if (NO_CACHE.has(urlPath) || urlPath.endsWith('.html'))
      reply.header('cache-control', 'no-cache');
    else reply.header('cache-control', 'public, max-age=3600');
    if (NOT_INDEXED.some((start) => path.startsWith(start)))
      reply.header('x-robots-tag', 'noindex');
    const csp = file === prerendered[page] ? pageCsp.get(page) : undefined;
    if (csp) reply.header('content-security-policy', csp);
    return reply.sendFile(file, { cacheControl: false });
  });
}
