import type { Toast, ToastType } from '@valuation/design-system';

/**
 * The site shell's toasts (ADR 012): what the app keeps in its toast slice, here a small store.
 * SiteApp shows them with the design system's ToastStack, whose code loads with the first toast.
 */
let toasts: Toast[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function set(next: Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export const siteToasts = {
  show(message: string, type: ToastType = 'info'): void {
    nextId += 1;
    set([...toasts, { id: `site-${nextId}`, message, type }]);
  },
  error(message: string): void {
    siteToasts.show(message, 'error');
  },
  dismiss(id: string): void {
    set(toasts.filter((toast) => toast.id !== id));
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): Toast[] => toasts,
};
