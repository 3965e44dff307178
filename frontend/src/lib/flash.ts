import type { ToastType } from '@valuation/design-system';

/**
 * A toast across a page load (ADR 012): the site shell's /login signs in, then loads the app's
 * page; "Biometric authentication successful" is left here and the app shows it on start
 * (app/RootLayout.tsx), once.
 */
const KEY = 'lv-flash';
/** A flash older than this is stale (the next page never came). */
const MAX_AGE_MS = 60_000;

export interface Flash {
  message: string;
  type: ToastType;
}

/** Leaves a toast for the next page this tab loads. */
export function leaveFlash(message: string, type: ToastType): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ message, type, at: Date.now() }));
  } catch {
    // Storage unavailable: the next page shows no toast.
  }
}

/** The toast left by the page before, removed so it shows once. */
export function takeFlash(): Flash | undefined {
  try {
    const text = window.sessionStorage.getItem(KEY);
    if (!text) return undefined;
    window.sessionStorage.removeItem(KEY);
    const { message, type, at } = JSON.parse(text) as Partial<Flash> & { at?: number };
    if (typeof message !== 'string' || typeof type !== 'string') return undefined;
    if (typeof at !== 'number' || Date.now() - at > MAX_AGE_MS) return undefined;
    return { message, type };
  } catch {
    return undefined;
  }
}
