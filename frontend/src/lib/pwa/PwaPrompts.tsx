import { InstallPrompt, UpdatePrompt } from '@valuation/design-system';
import { useInstallPrompt, useServiceWorkerUpdate } from './PwaContext';

/** The install invitation and the "A new version is available" message, where they apply. */
export function PwaPrompts({ installed }: { installed: boolean }) {
  const installPrompt = useInstallPrompt();
  const update = useServiceWorkerUpdate();
  return (
    <>
      {installPrompt.kind !== 'hidden' && !installed ? (
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
