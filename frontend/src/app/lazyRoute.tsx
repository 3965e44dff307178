import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router-dom';

/** What a route of the app carries beside its element (`handle`, read with `matchRoutes`). */
export interface RouteHandle {
  /** The document title's page part (lib/brand `documentTitle`). */
  title?: string;
  /** Fetches the route's code: called before a prerendered page hydrates (main.tsx, prerender). */
  preload?: () => Promise<unknown>;
}

/**
 * A route's code that did not arrive (a chunk the server no longer has after a deploy, the network
 * gone): the router's fallback page says so ("Unexpected Application Error!", RouteErrorBoundary),
 * not the page's "Something went wrong" (AppErrorBoundary lets it through).
 */
export class RouteLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'RouteLoadError';
  }
}

/** A thenable that calls back at once: React's `lazy` reads a module it has already. */
function settled<T>(value: T): Promise<T> {
  return { then: (resolve: (v: T) => unknown) => resolve(value) } as unknown as Promise<T>;
}

/**
 * A route's component from its own chunk (React's `lazy`, inside the router's Suspense boundary):
 * fetched when the route first renders, or beforehand by `preload`. Once preloaded it renders at
 * once, with no suspense, so a prerendered page hydrates with the markup it was rendered with.
 */
export function lazyRoute<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): { element: ReactElement; preload: () => Promise<unknown> } {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        throw new RouteLoadError(error);
      },
    ));
  const Route = lazy(() =>
    loaded ? settled({ default: loaded }) : preload().then((component) => ({ default: component })),
  );
  return { element: <Route />, preload };
}

/** The handles of the routes `location` matches, outermost first. */
export function matchedHandles(
  routes: RouteObject[],
  location: Partial<Location> | string,
): RouteHandle[] {
  return (matchRoutes(routes, location) ?? []).map(
    ({ route }) => (route.handle as RouteHandle | undefined) ?? {},
  );
}

/** Fetches the code of every matched route at once (layout, guard, page). */
export async function preloadHandles(handles: RouteHandle[]): Promise<void> {
  await Promise.all(handles.map((handle) => handle.preload?.()));
}

/** Fetches the code of every route `location` matches (before hydrating or prerendering it). */
export function preloadMatches(
  routes: RouteObject[],
  location: Partial<Location> | string,
): Promise<void> {
  return preloadHandles(matchedHandles(routes, location));
}

/** The document title's page part: the deepest matched route's `title`. */
export function titleOf(handles: RouteHandle[]): string | undefined {
  return handles
    .map((handle) => handle.title)
    .filter(Boolean)
    .at(-1);
}
