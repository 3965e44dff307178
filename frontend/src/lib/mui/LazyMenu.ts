import { lazyUntilOpen } from './lazyUntilOpen';

/** MUI's Menu (also Select's), loaded on its first open (build/lazyOverlays.ts, ADR 018). */
export default lazyUntilOpen(() => import('@mui/material/Menu'), 'Menu');
