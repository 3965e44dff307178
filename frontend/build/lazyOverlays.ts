import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const wrapper = (name: string) =>
  fileURLToPath(new URL(`../src/lib/mui/Lazy${name}.ts`, import.meta.url));

/** MUI's overlays that render nothing while closed, and what the browser builds use instead. */
const OVERLAYS: Record<string, string> = {
  '@mui/material/Dialog': wrapper('Dialog'),
  '@mui/material/Menu': wrapper('Menu'),
  '@mui/material/Popover': wrapper('Popover'),
};
const WRAPPERS = new Set(Object.values(OVERLAYS));
/** MUI's Select imports its Menu by a relative path (TextField imports Select). */
const SELECT_INPUT = /[\\/]@mui[\\/]material[\\/]Select[\\/]SelectInput\.mjs$/;
const SELECT_MENU = '../Menu/Menu.mjs';

/**
 * ADR 018: in the browser builds (the app's, the site shell's), an import of MUI's Dialog, Menu or
 * Popover, and Select's import of Menu, get src/lib/mui/Lazy*.ts: the overlay renders nothing until
 * it first opens (as MUI's does while closed), then loads and stays mounted. Modal, the focus trap,
 * the transitions and Popover's positioning (~15 KB gzipped) then load with the first dialog or
 * menu opened, not with every page that has a text field or a dialog. Jest, Storybook and the
 * prerender keep MUI's components as they are. The build fails if SelectInput stops importing Menu
 * that way (an MUI upgrade), so the saving cannot disappear silently.
 */
export function lazyOverlaysPlugin(): Plugin {
  return {
    name: 'luxe-lazy-overlays',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || WRAPPERS.has(importer)) return null;
      if (source in OVERLAYS) return OVERLAYS[source];
      if (source === SELECT_MENU && SELECT_INPUT.test(importer))
        return OVERLAYS['@mui/material/Menu'];
      return null;
    },
    transform(code, id) {
      if (SELECT_INPUT.test(id) && !code.includes(`from "${SELECT_MENU}"`))
        this.error(`lazyOverlays: MUI's SelectInput no longer imports ${SELECT_MENU}`);
      return null;
    },
  };
}
