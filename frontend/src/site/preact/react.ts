/**
 * `react` for the site shell's build (ADR 012): Preact's compat layer, with the two behaviours of
 * React's that the design system relies on and preact/compat does not have.
 * - useSyncExternalStore returns the server snapshot while hydrating, as React does, then the
 *   client's (the colour-mode button names the mode the prerender could not know).
 * - Effects run in a task of their own (a MessageChannel message) rather than after the next
 *   animation frame: a hidden tab or a test's fake clock holds frames and timers, not messages.
 * - An element rendered with `autoFocus` takes the focus as it is mounted. Preact only writes the
 *   attribute, which a browser honours while the page loads and not in a dialog opened later.
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

type Ref = ((el: Element | null) => void) | { current: Element | null } | null | undefined;
const focusedOnMount = new WeakSet<Element>();
const focusingRefs = new WeakMap<object, (el: Element | null) => void>();

/** Focuses a newly mounted element once, after the commit that attached it to the document. */
function focusOnMount(el: Element | null): void {
  if (!el || focusedOnMount.has(el)) return;
  focusedOnMount.add(el);
  queueMicrotask(() => {
    if (el.isConnected) (el as HTMLElement).focus();
  });
}

/** The element's own ref, and the focus on mount; one wrapper per ref, so the ref stays stable. */
function focusingRef(own: Ref): (el: Element | null) => void {
  if (!own) return focusOnMount;
  let wrapper = focusingRefs.get(own);
  if (!wrapper) {
    wrapper = (el) => {
      focusOnMount(el);
      if (typeof own === 'function') own(el);
      else own.current = el;
    };
    focusingRefs.set(own, wrapper);
  }
  return wrapper;
}

const previousVNodeHook = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as { autoFocus?: unknown } | null;
  if (typeof vnode.type === 'string' && props?.autoFocus) {
    const node = vnode as unknown as { ref: Ref };
    node.ref = focusingRef(node.ref);
  }
  previousVNodeHook?.(vnode);
};

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  // Whether this component still shows the server snapshot: a ref, so that the switch re-renders
  // the component only when the client's snapshot differs (a store read with MUI's noSsr gives
  // the same value both ways, and a re-render of a provider would render the whole page again).
  const showsServer = compat.useRef(hydration.active && getServerSnapshot !== undefined);
  const [, rerender] = compat.useState(0);
  const value = compat.useSyncExternalStore(subscribe, getSnapshot);
  compat.useEffect(() => {
    if (!showsServer.current) return;
    showsServer.current = false;
    if (getServerSnapshot && !Object.is(getServerSnapshot(), getSnapshot()))
      rerender((count) => count + 1);
    // On mount only: afterwards the store's own subscription keeps the value.
  }, []);
  return showsServer.current && getServerSnapshot ? getServerSnapshot() : value;
}

export default { ...compat, useSyncExternalStore };
