import { useSyncExternalStore } from 'react';

const STANDALONE_QUERY = '(display-mode: standalone)';

/** True when the site runs as an installed app (standalone display mode, or iOS home-screen). */
export function isStandalone(win: Window = window): boolean {
  const media = typeof win.matchMedia === 'function' ? win.matchMedia(STANDALONE_QUERY) : null;
  return Boolean(media?.matches) || (win.navigator as { standalone?: boolean }).standalone === true;
}

/** Calls `listener` when the display mode changes (e.g. the app is opened from the home screen). */
export function subscribeToDisplayMode(listener: () => void, win: Window = window): () => void {
  if (typeof win.matchMedia !== 'function') return () => {};
  const media = win.matchMedia(STANDALONE_QUERY);
  media.addEventListener?.('change', listener);
  return () => media.removeEventListener?.('change', listener);
}

/** Whether the app runs installed (standalone); follows changes of the display mode. */
export function useStandalone(): boolean {
  return useSyncExternalStore(
    (listener) => subscribeToDisplayMode(listener),
    () => isStandalone(),
    () => false,
  );
}
