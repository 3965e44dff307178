import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

/** A part of the wizard in its own chunk, fetched when first shown or beforehand by `preload`. */
export interface LazyPart<P> {
  (props: P): ReactNode;
  /** Fetches the part's code (once); the part renders at once from then on. */
  preload: () => Promise<unknown>;
}

/**
 * A wizard part that is not on the screen a visitor first meets (a later step, the upload's
 * progress): its code loads when it is first rendered, inside the screen's Suspense boundary, or
 * earlier by `preload` (the screen asks for the next part once the current one is shown). Once
 * loaded it renders synchronously, as a static import would (a render to HTML after `preload`,
 * a hydration, a step shown again). A failed fetch goes to the nearest error boundary; the part
 * rendered again later fetches again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const lazyLoaded = () => lazy(async () => ({ default: await preload() }));
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // React keeps a lazy component's failure: a fresh one fetches again.
        loading = undefined;
        Lazy = lazyLoaded();
        throw error;
      },
    ));
  let Lazy = lazyLoaded();
  const Part = ((props: P) => createElement(loaded ?? Lazy, props)) as LazyPart<P>;
  Part.preload = preload;
  return Part;
}
