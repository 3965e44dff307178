import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { DesignSystemProvider } from '../theme';

function Providers({ children }: { children: ReactNode }) {
  return (
    <DesignSystemProvider defaultMode="dark" persistMode={false}>
      {children}
    </DesignSystemProvider>
  );
}

/**
 * A prerendered page as a visitor meets it (ADR 011): `ui` rendered to HTML on the "server", then
 * `beforeHydration` acts on that HTML while no JavaScript runs (a visitor typing into its inputs),
 * then the HTML is hydrated with the same `ui`.
 */
export function hydrateAfter(ui: ReactElement, beforeHydration: (page: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Providers>{ui}</Providers>);
  document.body.appendChild(container);
  beforeHydration(container);
  return render(ui, { container, hydrate: true, wrapper: Providers });
}

/** Types into a prerendered (not yet hydrated) field, found by its name: no React handler sees it. */
export function typeBeforeHydration(page: HTMLElement, name: string, value: string | boolean) {
  const field = page.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  if (!field) throw new Error(`The prerendered page has no field named ${name}`);
  if (typeof value === 'boolean' && field instanceof HTMLInputElement) field.checked = value;
  else field.value = String(value);
}
