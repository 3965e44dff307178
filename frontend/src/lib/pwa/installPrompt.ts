import { isStandalone, subscribeToDisplayMode } from './displayMode';

/** Where a prerendered page's inline script keeps a `beforeinstallprompt` signalled early. */
export const EARLY_INSTALL_EVENT = '__lvInstallEvent';

/** What the install prompt shows: nothing, the iOS Add to Home Screen hint, or Install Now. */
export type InstallPromptKind = 'hidden' | 'ios' | 'install';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** localStorage key holding the time (ms) the visitor dismissed the prompt: gone for good. */
export const INSTALL_DISMISSED_KEY = 'installPromptDismissedAt';
/** sessionStorage key set once the prompt has been shown in this visit: at most once a visit. */
export const INSTALL_SHOWN_KEY = 'lv-install-shown';

/** iPhone, iPad or iPod (iPadOS also reports a Mac with a touch screen). */
export function isIos(nav: Navigator): boolean {
  if (/iPhone|iPad|iPod/i.test(nav.userAgent)) return true;
  return /Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1;
}

export interface InstallPromptController {
  subscribe(listener: () => void): () => void;
  getSnapshot(): InstallPromptKind;
  /** Shows the browser's install prompt (Install Now); hides ours once the user has chosen. */
  install(): Promise<void>;
  /** The close button: hides the prompt for good. */
  dismiss(): void;
  dispose(): void;
}

interface InstallPromptOptions {
  win?: Window;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

/**
 * Listens from page start for the browser's installability signal (`beforeinstallprompt`, kept and
 * prevented so that our own button can trigger it later) and for `appinstalled`. Created once in
 * main.tsx, before the lazily loaded layout could miss the event.
 */
export function createInstallPromptController({
  win = window,
  now = Date.now,
  log = (message, error) => console.error(message, error),
}: InstallPromptOptions = {}): InstallPromptController {
  const listeners = new Set<() => void>();
  let deferred: BeforeInstallPromptEvent | null = null;
  let finished = false; // accepted, dismissed or installed during this visit

  const dismissedBefore = () => {
    try {
      return Number(win.localStorage.getItem(INSTALL_DISMISSED_KEY)) > 0;
    } catch {
      return false;
    }
  };
  // Shown on an earlier page of this visit (a reload, another document): not again this visit.
  let shownHere = false;
  const shownEarlierThisVisit = () => {
    try {
      return !shownHere && win.sessionStorage.getItem(INSTALL_SHOWN_KEY) !== null;
    } catch {
      return false;
    }
  };
  const rememberShown = () => {
    if (shownHere) return;
    shownHere = true;
    try {
      win.sessionStorage.setItem(INSTALL_SHOWN_KEY, '1');
    } catch {
      // storage unavailable: once per page
    }
  };
  const rememberDismissal = () => {
    try {
      win.localStorage.setItem(INSTALL_DISMISSED_KEY, String(now()));
    } catch {
      // storage unavailable (private mode): hidden for this visit only
    }
  };
  const compute = (): InstallPromptKind => {
    if (finished || isStandalone(win) || dismissedBefore() || shownEarlierThisVisit()) {
      return 'hidden';
    }
    const kind: InstallPromptKind = deferred ? 'install' : isIos(win.navigator) ? 'ios' : 'hidden';
    if (kind !== 'hidden') rememberShown();
    return kind;
  };
  let snapshot = compute();
  const update = () => {
    const next = compute();
    if (next === snapshot) return;
    snapshot = next;
    listeners.forEach((listener) => listener());
  };

  const onBeforeInstallPrompt = (event: Event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update();
  };
  const onAppInstalled = () => {
    deferred = null;
    finished = true;
    update();
  };
  win.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  win.addEventListener('appinstalled', onAppInstalled);
  // Signalled before this script ran (a prerendered page starts its scripts once its largest content has painted):
  // kept by the page's inline script (app/prerender.tsx), taken here.
  const early = (win as { [EARLY_INSTALL_EVENT]?: Event })[EARLY_INSTALL_EVENT];
  if (early) onBeforeInstallPrompt(early);
  const stopDisplayMode = subscribeToDisplayMode(update, win);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    async install() {
      const event = deferred;
      if (!event) return;
      deferred = null; // a prompt can be shown once per event
      try {
        await event.prompt();
        const choice = await event.userChoice;
        if (choice.outcome === 'dismissed') rememberDismissal();
      } catch (error) {
        log('The install prompt failed', error);
      }
      finished = true;
      update();
    },
    dismiss() {
      rememberDismissal();
      finished = true;
      update();
    },
    dispose() {
      win.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
      win.removeEventListener('appinstalled', onAppInstalled);
      stopDisplayMode();
      listeners.clear();
    },
  };
}
