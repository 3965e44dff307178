import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { InstallPromptController, InstallPromptKind } from './installPrompt';
import type { ServiceWorkerController } from './serviceWorker';

export interface PwaServices {
  installPrompt: InstallPromptController;
  serviceWorker: ServiceWorkerController;
}

const PwaContext = createContext<PwaServices | null>(null);

/** Provides the page-lifetime PWA controllers created in main.tsx (tests render without them). */
export function PwaProvider({
  services,
  children,
}: {
  services: PwaServices;
  children: ReactNode;
}) {
  return <PwaContext.Provider value={services}>{children}</PwaContext.Provider>;
}

const noSubscription = () => () => {};

export function useInstallPrompt(): {
  kind: InstallPromptKind;
  install: () => void;
  dismiss: () => void;
} {
  const controller = useContext(PwaContext)?.installPrompt;
  const kind = useSyncExternalStore<InstallPromptKind>(
    controller ? controller.subscribe : noSubscription,
    controller ? controller.getSnapshot : () => 'hidden',
    () => 'hidden',
  );
  return {
    kind,
    install: () => void controller?.install(),
    dismiss: () => controller?.dismiss(),
  };
}

export function useServiceWorkerUpdate(): {
  updateAvailable: boolean;
  applyUpdate: () => void;
  dismissUpdate: () => void;
} {
  const controller = useContext(PwaContext)?.serviceWorker;
  const updateAvailable = useSyncExternalStore(
    controller ? controller.subscribe : noSubscription,
    controller ? controller.getSnapshot : () => false,
    () => false,
  );
  return {
    updateAvailable,
    applyUpdate: () => controller?.applyUpdate(),
    dismissUpdate: () => controller?.dismissUpdate(),
  };
}
