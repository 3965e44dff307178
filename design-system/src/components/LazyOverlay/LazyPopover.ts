import type Popover from '@mui/material/Popover';
import { lazyUntilOpen } from './lazyUntilOpen';

/** MUI's Popover, loaded on its first open (ADR 021): use it wherever a Popover would be. */
export const LazyPopover = /* @__PURE__ */ lazyUntilOpen(
  () => import('@mui/material/Popover'),
  'Popover',
) as unknown as typeof Popover;
