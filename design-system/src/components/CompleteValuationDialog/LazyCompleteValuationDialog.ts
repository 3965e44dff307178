import type { ComponentProps } from 'react';
import { lazyUntilOpen } from '../LazyOverlay/lazyUntilOpen';
import type { CompleteValuationDialog } from './CompleteValuationDialog';

/** The completion dialog, loaded with its fields on its first open (ADR 021). */
export const LazyCompleteValuationDialog = /* @__PURE__ */ lazyUntilOpen<
  ComponentProps<typeof CompleteValuationDialog>
>(
  () => import('./CompleteValuationDialog').then((m) => ({ default: m.CompleteValuationDialog })),
  'CompleteValuationDialog',
) as unknown as typeof CompleteValuationDialog;
