import { useRef } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import '../lib/pageTransitions.css';

/**
 * The routed page. Re-mounted on every path change so the CSS entrance animation runs, and wrapped
 * in the error boundary so a page that fails to render shows "Something went wrong" inside the
 * shell (navigating elsewhere starts afresh). Only client-side navigations animate: the first page
 * paints at once (fading it in from opacity 0 would hide the largest paint, and a prerendered page
 * must not flash).
 */
export function PageTransition() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const animate = pathname !== firstPath.current;
  if (animate) firstPath.current = '\0navigated';
  return (
    <div key={pathname} className={animate ? 'page-transition' : undefined}>
      <AppErrorBoundary>{outlet}</AppErrorBoundary>
    </div>
  );
}
