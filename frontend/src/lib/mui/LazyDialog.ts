import { lazyUntilOpen } from './lazyUntilOpen';

/** MUI's Dialog, loaded on its first open (build/lazyOverlays.ts, ADR 018). */
export default lazyUntilOpen(() => import('@mui/material/Dialog'), 'Dialog');
