import { Suspense, type ReactNode } from 'react';

/**
 * A part of a screen that a prerendered page hydrates on its own (issue 12): a Suspense boundary
 * with nothing to suspend, so React hydrates and commits each part in its own task rather than the
 * whole screen in one long one (a phone's main thread stays free for input between them). Where the
 * screen is rendered in the browser, it changes nothing.
 */
export function HydrationPart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
