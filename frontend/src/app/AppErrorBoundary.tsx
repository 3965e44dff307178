import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallbackScreen } from '@valuation/design-system';
import { RouteLoadError } from './lazyRoute';

interface Props {
  children?: ReactNode;
  /** "Try again": reloads the page by default (docs/product.md §2). */
  onRetry?: () => void;
  /**
   * What a failed part of the page shows instead (null: nothing), where "Something went wrong"
   * would take over the page: the navbar, the tab bar and the prompts fail alone.
   */
  fallback?: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Rendering errors outside a route (providers, shell) end here: "Something went wrong". With a
 * `fallback`, the boundary holds one part of the page, and the rest stays usable.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Application error', error, info.componentStack);
  }

  private handleRetry = () => {
    if (this.props.onRetry) this.props.onRetry();
    else window.location.reload();
  };

  override render() {
    // A route's code that did not arrive is the router's to show (AppRoutes' fallback page).
    if (this.state.error instanceof RouteLoadError) throw this.state.error;
    if (this.state.error) {
      if (this.props.fallback !== undefined) return this.props.fallback;
      return <ErrorFallbackScreen error={this.state.error} onRetry={this.handleRetry} />;
    }
    return this.props.children;
  }
}
