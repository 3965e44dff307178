import { lazy, use, type ComponentType, type ReactNode } from 'react';

const never: Promise<never> = new Promise(() => {});

/**
 * Static parts of a prerendered page (ADR 012): while `keep` (the hydration of the page the
 * server sent), the enclosing Suspense boundary suspends for good, and React leaves a boundary
 * that suspends while hydrating exactly as the server made it. Its content costs no code and no
 * hydration: it must have no handlers of its own (its links are moved by the shell's document
 * listener, its colours follow the scheme through CSS variables). When the shell renders afresh
 * (a drafted enquiry, tests), `keep` is false and the content renders as usual.
 */
export function ServerHtml({ keep, children }: { keep: boolean; children: ReactNode }) {
  if (keep) use(never);
  return children;
}

/** A component from its own chunk: fetched when first rendered, or beforehand by `preload`. */
export interface Preloadable {
  (): ReactNode;
  preload: () => Promise<void>;
}

/**
 * A code-split component the prerender can render synchronously (it awaits `preload` first) and
 * the browser fetches only if it renders it: inside `ServerHtml`, never on a hydrated page.
 */
export function preloadable(load: () => Promise<ComponentType>): Preloadable {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(async () => ({ default: (loaded ??= await load()) }));
  const Component = (() => {
    const Shown = loaded ?? Lazy;
    return <Shown />;
  }) as Preloadable;
  Component.preload = async () => {
    loaded ??= await load();
  };
  return Component;
}
