export { isStandalone, useStandalone } from './displayMode';
export {
  createInstallPromptController,
  INSTALL_DISMISSED_KEY,
  INSTALL_SHOWN_KEY,
  type InstallPromptKind,
  type BeforeInstallPromptEvent,
} from './installPrompt';
export { createServiceWorkerController, registerOnLoad } from './serviceWorker';
export {
  PwaProvider,
  useInstallPrompt,
  useServiceWorkerUpdate,
  type PwaServices,
} from './PwaContext';
export { PwaPrompts } from './PwaPrompts';
