import { useEffect, useState } from 'react';
import { InstallPrompt, UpdatePrompt } from '@valuation/design-system';
import { useInstallPrompt, useServiceWorkerUpdate } from './PwaContext';

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

/** The install invitation (after some engagement) and "A new version is available", where they apply. */
export function PwaPrompts({ installed }: { installed: boolean }) {
  const installPrompt = useInstallPrompt();
  const update = useServiceWorkerUpdate();
  const engaged = useEngaged();
  return (
    <>
      {installPrompt.kind !== 'hidden' && !installed && engaged ? (
        <InstallPrompt
          variant={installPrompt.kind}
          onInstall={installPrompt.install}
          onDismiss={installPrompt.dismiss}
        />
      ) : null}
      {update.updateAvailable ? (
        <UpdatePrompt
          onReload={update.applyUpdate}
          onDismiss={update.dismissUpdate}
          aboveBottomBar={installed}
        />
      ) : null}
    </>
  );
}
