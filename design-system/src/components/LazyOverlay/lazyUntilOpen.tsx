import {
  forwardRef,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ForwardRefExoticComponent,
  type PropsWithoutRef,
  type RefAttributes,
} from 'react';

/** What the wrapper reads of an overlay's props; the rest goes through untouched. */
type Openable = { open?: boolean };

/**
 * A component that renders nothing until its `open` prop is first true, then loads `load`'s
 * component and renders it with the same props and ref, mounted from then on (ADR 021). For an
 * overlay that renders nothing while closed (MUI's Dialog, Menu and Popover without `keepMounted`,
 * the design system's dialogs): its code (Modal, the focus trap, the transitions, its fields) loads
 * on the first open, not with every page that has a button for it. The first open waits for one
 * small chunk; later opens and the closing transition are the real component's. Jest, Storybook
 * and the build run this same code: a test that opens one awaits it (`findByRole('dialog')`).
 */
export function lazyUntilOpen<P extends Openable, R = unknown>(
  load: () => Promise<{ default: ComponentType<P> }>,
  name: string,
): ForwardRefExoticComponent<PropsWithoutRef<P> & RefAttributes<R>> {
  const Real = lazy(load) as unknown as ComponentType<P & RefAttributes<R>>;
  const LazyUntilOpen = forwardRef<R, P>(function LazyUntilOpen(props, ref) {
    const { open } = props;
    const [opened, setOpened] = useState(false);
    useEffect(() => {
      if (open) setOpened(true);
    }, [open]);
    if (!opened && !open) return null;
    return (
      <Suspense fallback={null}>
        <Real {...(props as P)} ref={ref} />
      </Suspense>
    );
  });
  LazyUntilOpen.displayName = `LazyUntilOpen(${name})`;
  return LazyUntilOpen as ForwardRefExoticComponent<PropsWithoutRef<P> & RefAttributes<R>>;
}
