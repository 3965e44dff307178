import { useLocation, useOutlet } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import './pageTransition.css';

/**
 * The routed page. Re-mounted on every path change so the CSS entrance animation runs, and wrapped
 * in the error boundary so a page that fails to render shows "Something went wrong" inside the
 * shell (navigating elsewhere starts afresh).
 */
export function PageTransition() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  return (
    <div key={pathname} className="page-transition">
      <AppErrorBoundary>{outlet}</AppErrorBoundary>
    </div>
  );
}
