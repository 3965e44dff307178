import { DEFAULT_AFTER_LOGIN, ROUTES } from '@valuation/contracts';

interface RememberedLocation {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

/**
 * Where to go after signing in: the location the route guard remembered in `state.from`
 * (pathname + search + hash), else /dashboard. Only same-site paths are accepted.
 */
export function redirectTargetFrom(state: unknown, fallback: string = DEFAULT_AFTER_LOGIN): string {
  const from = (state as { from?: RememberedLocation } | null | undefined)?.from;
  if (!from || typeof from.pathname !== 'string') return fallback;
  const { pathname } = from;
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return fallback;
  if (pathname === ROUTES.login || pathname === ROUTES.register) return fallback;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
