import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallbackScreen } from '@valuation/design-system';

interface Props {
  children?: ReactNode;
  /** "Try again": reloads the page by default (docs/product.md §2). */
  onRetry?: () => void;
}

interface State {
  error: Error | null;
}

/** Rendering errors outside a route (providers, shell) end here: "Something went wrong". */
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
    if (this.state.error) {
      return <ErrorFallbackScreen error={this.state.error} onRetry={this.handleRetry} />;
    }
    return this.props.children;
  }
}
