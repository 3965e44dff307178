import { lazy, useState, useSyncExternalStore } from 'react';
import { siteToasts } from './toasts';

// The design system's ToastStack, from its own chunk: loaded with the first toast.
const ToastStack = lazy(async () => ({
  default: (await import('./ToastStack')).ToastStack,
}));

const none: never[] = [];

/** The site's toasts: nothing (and no code) until the first one, then the design system's stack. */
export function SiteToasts() {
  const toasts = useSyncExternalStore(siteToasts.subscribe, siteToasts.getSnapshot, () => none);
  const [mounted, setMounted] = useState(false);
  // Once shown, the stack stays mounted (as the app's does).
  if (toasts.length > 0 && !mounted) setMounted(true);
  return mounted || toasts.length > 0 ? (
    <ToastStack toasts={toasts} onDismiss={siteToasts.dismiss} />
  ) : null;
}
