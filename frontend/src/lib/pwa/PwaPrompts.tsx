import { lazy, Suspense, useEffect, useState } from 'react';
import { useInstallPrompt, useServiceWorkerUpdate } from './PwaContext';

// Their code loads when one of them first shows (most visits show neither), not with every page.
const InstallPrompt = lazy(async () => ({
  default: (await import('./promptViews')).InstallPrompt,
}));
const UpdatePrompt = lazy(async () => ({ default: (await import('./promptViews')).UpdatePrompt }));

/** Time on the page after which a visitor counts as engaged even without touching anything. */
export const ENGAGEMENT_DELAY_MS = 3000;
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * True once the visitor has interacted with the page (a tap, a key, a scroll) or stayed
 * ENGAGEMENT_DELAY_MS: the install invitation waits for it instead of covering the first paint.
 */
export function useEngaged(): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (engaged) return undefined;
    const engage = () => setEngaged(true);
    const timer = setTimeout(engage, ENGAGEMENT_DELAY_MS);
    for (const type of ENGAGEMENT_EVENTS)
      window.addEventListener(type, engage, { passive: true, once: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const type of ENGAGEMENT_EVENTS)
        window.removeEventListener(type, engage, { capture: true });
    };
  }, [engaged]);
  return engaged;
}

/**
 * The install invitation (after some engagement) and "A new version is available", where they apply;
 * each loads its code when it first shows.
 */
export function PwaPrompts({ installed }: { installed: boolean }) {
  const installPrompt = useInstallPrompt();
  const update = useServiceWorkerUpdate();
  const engaged = useEngaged();
  return (
    <>
      {installPrompt.kind !== 'hidden' && !installed && engaged ? (
        <Suspense fallback={null}>
          <InstallPrompt
            variant={installPrompt.kind}
            onInstall={installPrompt.install}
            onDismiss={installPrompt.dismiss}
          />
        </Suspense>
      ) : null}
      {update.updateAvailable ? (
        <Suspense fallback={null}>
          <UpdatePrompt
            onReload={update.applyUpdate}
            onDismiss={update.dismissUpdate}
            aboveBottomBar={installed}
          />
        </Suspense>
      ) : null}
    </>
  );
}
