import { lazy, type ComponentType, type ReactNode } from 'react';
import { STATIC_PART_ATTRIBUTE } from '@valuation/design-system';

// A static island (ADR 012), such as the footer: no handlers of its own (its links are moved by
// the shell's document listener, its colours follow the scheme through CSS variables), so the
// browser need not hydrate it nor even load its code. Given the prerendered markup (read from the
// page before hydrating: `prerenderedIsland`), StaticIsland keeps it as it is, whatever the shell
// renders later; without it (the prerender, a page rendered afresh) it renders its children.

/** The prerendered markup of the static island `name` in `root`, if the page has it. */
export function prerenderedIsland(root: ParentNode, name: string): string | undefined {
  return root.querySelector(`[${STATIC_PART_ATTRIBUTE}="${name}"]`)?.innerHTML;
}

/** A component from its own chunk: fetched when first rendered, or beforehand by `preload`. */
export interface Preloadable {
  (): ReactNode;
  preload: () => Promise<void>;
}

/**
 * A code-split component the prerender can render synchronously (it awaits `preload` first) and
 * the browser fetches only if it renders it: inside a StaticIsland, never on a hydrated page.
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
