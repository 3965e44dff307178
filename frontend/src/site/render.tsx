import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

function AfterCommit({
  container,
  onCommit,
  children,
}: {
  container: HTMLElement;
  onCommit?: () => void;
  children: ReactNode;
}) {
  useEffect(() => {
    container.dataset.hydrated = 'true'; // forms submit from now on; journeys wait for it
    onCommit?.();
  }, [container, onCommit]);
  return children;
}

/**
 * Shows the site shell in `container` (main.tsx): hydrates the prerendered page, or renders afresh
 * when `fresh` (a drafted enquiry changes what the page shows), then calls `onCommit` (the session's
 * answer is shown on the page from then on). React DOM is evaluated in its own task when main.tsx
 * imports this module, before the design system's modules are.
 */
export function renderSite(
  container: HTMLElement,
  page: ReactNode,
  fresh: boolean,
  onCommit?: () => void,
): void {
  const root = (
    <StrictMode>
      <AfterCommit container={container} onCommit={onCommit}>
        {page}
      </AfterCommit>
    </StrictMode>
  );
  if (fresh) createRoot(container).render(root);
  // In a transition: hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (the page is already on screen; a tap meanwhile is
  // answered first, then replayed by React once its part has hydrated).
  else startTransition(() => void hydrateRoot(container, root));
}
