/** The install invitation and the update notice, a chunk of their own: PwaPrompts loads it only when one shows. */
export { InstallPrompt, UpdatePrompt } from '@valuation/design-system';
