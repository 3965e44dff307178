import type { ComponentProps } from 'react';
import { lazyUntilOpen } from '../LazyOverlay/lazyUntilOpen';
import type {
  AssignDialog,
  RecommendRevaluationDialog,
  RequestInfoDialog,
} from './StaffValuationDialogs';

/** The staff valuation page's dialogs, loaded with their fields on a first open (ADR 021). */
const load = () => import('./StaffValuationDialogs');
export const LazyAssignDialog = /* @__PURE__ */ lazyUntilOpen<ComponentProps<typeof AssignDialog>>(
  () => load().then((m) => ({ default: m.AssignDialog })),
  'AssignDialog',
) as unknown as typeof AssignDialog;
export const LazyRequestInfoDialog = /* @__PURE__ */ lazyUntilOpen<
  ComponentProps<typeof RequestInfoDialog>
>(
  () => load().then((m) => ({ default: m.RequestInfoDialog })),
  'RequestInfoDialog',
) as unknown as typeof RequestInfoDialog;
export const LazyRecommendRevaluationDialog = /* @__PURE__ */ lazyUntilOpen<
  ComponentProps<typeof RecommendRevaluationDialog>
>(
  () => load().then((m) => ({ default: m.RecommendRevaluationDialog })),
  'RecommendRevaluationDialog',
) as unknown as typeof RecommendRevaluationDialog;
