import { Component, Suspense, useEffect, useMemo, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { FullScreenLoader, RouterErrorScreen } from '@valuation/design-system';
import { documentTitle } from '../lib/brand';
import { matchedHandles, preloadHandles, titleOf } from './lazyRoute';
import { routes } from './router';

interface BoundaryProps {
  children: ReactNode;
  /** The location's key: an error is the page's, so going elsewhere starts afresh. */
  at: string;
}

interface BoundaryState {
  error: unknown;
  at: string;
}

/**
 * The router's fallback page, "Unexpected Application Error!" (docs/product.md §2): a route whose
 * code did not arrive (lazyRoute's RouteLoadError) or an error in the shell around the pages.
 */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, at: this.props.at };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.at === state.at ? null : { error: null, at: props.at };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Routing error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouterErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/**
 * The app's routes (router.tsx) in whichever router holds them (the browser's, the prerender's
 * static one, a test's memory router): each route's code arrives inside one Suspense boundary, whose
 * "Loading..." shows only on a first render; a navigation (a transition) keeps the page shown until
 * the next one is ready. The document's title follows the deepest route's.
 */
export function AppRoutes() {
  const location = useLocation();
  // The matched routes, and every level's code fetched at once (layout, guard, page), not one
  // after another as each level renders and suspends in turn. Fetching is idempotent, so it starts
  // in render, where a navigation's render begins; a failure is the rendered route's to show.
  const handles = useMemo(() => {
    const matched = matchedHandles(routes, location.pathname);
    preloadHandles(matched).catch(() => undefined);
    return matched;
  }, [location.pathname]);
  const title = titleOf(handles);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  const element = useRoutes(routes, location);
  return (
    <RouteErrorBoundary at={location.key}>
      <Suspense fallback={<FullScreenLoader />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
