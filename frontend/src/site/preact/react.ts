/**
 * `react` for the site shell's build (ADR 012): Preact's compat layer, with the two behaviours of
 * React's that the design system relies on and preact/compat does not have.
 * - useSyncExternalStore returns the server snapshot while hydrating, as React does, then the
 *   client's (the colour-mode button names the mode the prerender could not know).
 * - Effects run in a task of their own (a MessageChannel message) rather than after the next
 *   animation frame: a hidden tab or a test's fake clock holds frames and timers, not messages.
 */
import * as compat from 'preact/compat';
import { options } from 'preact';
import { hydration } from './hydration';

// @ts-expect-error TS2498: preact/compat is typed as `export =`, its named exports are real.
export * from 'preact/compat';

function inNextTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

(options as { requestAnimationFrame?: (callback: () => void) => void }).requestAnimationFrame =
  inNextTask;

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [hydrated, setHydrated] = compat.useState(
    () => !hydration.active || getServerSnapshot === undefined,
  );
  const value = compat.useSyncExternalStore(subscribe, getSnapshot);
  compat.useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return hydrated || getServerSnapshot === undefined ? value : getServerSnapshot();
}

export default { ...compat, useSyncExternalStore };
