import type Menu from '@mui/material/Menu';
import { lazyUntilOpen } from './lazyUntilOpen';

/** MUI's Menu, loaded on its first open (ADR 021): use it wherever a Menu would be. */
export const LazyMenu = /* @__PURE__ */ lazyUntilOpen(
  () => import('@mui/material/Menu'),
  'Menu',
) as unknown as typeof Menu;
