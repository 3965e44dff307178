import { forwardRef, lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/** What the wrapper reads of an overlay's props; the rest goes through untouched. */
type OverlayProps = { open?: boolean } & Record<string, unknown>;

/**
 * A component that renders nothing until its `open` prop is first true, then loads `load`'s
 * component and renders it with the same props and ref, mounted from then on (ADR 018). For MUI's
 * overlays (Dialog, Menu, Popover), which render nothing while closed: their code (Modal, the
 * focus trap, the transitions, Popover's positioning) then loads on the first open, not with every
 * page that has one. The browser builds put these in place of MUI's (build/lazyOverlays.ts), so
 * their callers are typed against MUI's own components.
 */
export function lazyUntilOpen(load: () => Promise<{ default: unknown }>, name: string) {
  const Real = lazy(load as () => Promise<{ default: ComponentType<OverlayProps> }>);
  const LazyUntilOpen = forwardRef<unknown, OverlayProps>(function LazyUntilOpen(props, ref) {
    const { open } = props;
    const [opened, setOpened] = useState(false);
    useEffect(() => {
      if (open) setOpened(true);
    }, [open]);
    if (!opened && !open) return null;
    return (
      <Suspense fallback={null}>
        <Real {...props} ref={ref} />
      </Suspense>
    );
  });
  LazyUntilOpen.displayName = `LazyUntilOpen(${name})`;
  return LazyUntilOpen;
}
