import type Dialog from '@mui/material/Dialog';
import { lazyUntilOpen } from './lazyUntilOpen';

/** MUI's Dialog, loaded on its first open (ADR 021): use it wherever a Dialog would be. */
export const LazyDialog = /* @__PURE__ */ lazyUntilOpen(
  () => import('@mui/material/Dialog'),
  'Dialog',
) as unknown as typeof Dialog;
