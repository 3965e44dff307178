import type { ComponentProps } from 'react';
import { lazyUntilOpen } from '../LazyOverlay/lazyUntilOpen';
import type { FormDialog } from './FormDialog';

/** FormDialog, loaded with its fields' caller on its first open (ADR 021). */
export const LazyFormDialog = /* @__PURE__ */ lazyUntilOpen<ComponentProps<typeof FormDialog>>(
  () => import('./FormDialog').then((m) => ({ default: m.FormDialog })),
  'FormDialog',
) as unknown as typeof FormDialog;
