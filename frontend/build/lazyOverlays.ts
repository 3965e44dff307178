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

const component = (path: string) =>
  new RegExp(`[\\\\/]design-system[\\\\/]src[\\\\/]components[\\\\/]${path}\\.tsx$`);
/**
 * The design system's dialogs that render nothing while closed (their `open` prop false), by
 * module: the browser code imports only these components from it (FormDialog's useOpeningKey is a
 * module of its own), so its importers get lazy ones. Importing another of its values fails the
 * build (the name is not found), never the page.
 */
const CLOSED_UNTIL_OPEN: { module: RegExp; components: string[] }[] = [
  { module: component('FormDialog/FormDialog'), components: ['FormDialog'] },
  {
    module: component('StaffValuationScreen/StaffValuationDialogs'),
    components: ['AssignDialog', 'RecommendRevaluationDialog', 'RequestInfoDialog'],
  },
  {
    module: component('CompleteValuationDialog/CompleteValuationDialog'),
    components: ['CompleteValuationDialog'],
  },
];
const LAZY_PREFIX = '\0luxe-until-open:';
const LAZY_UNTIL_OPEN = fileURLToPath(new URL('../src/lib/mui/lazyUntilOpen.tsx', import.meta.url));

/** The lazy module in place of `real`: each component loads on its first open. */
function lazyModule(real: string, components: string[]): string {
  const load = `() => import(${JSON.stringify(real)})`;
  return [
    `import { lazyUntilOpen } from ${JSON.stringify(LAZY_UNTIL_OPEN)};`,
    `const load = ${load};`,
    ...components.map(
      (name) =>
        `export const ${name} = lazyUntilOpen(() => load().then((m) => ({ default: m.${name} })), ${JSON.stringify(name)});`,
    ),
  ].join('\n');
}

/**
 * ADR 018: in the browser builds (the app's, the site shell's), an import of MUI's Dialog, Menu or
 * Popover, and Select's import of Menu, get src/lib/mui/Lazy*.ts: the overlay renders nothing until
 * it first opens (as MUI's does while closed), then loads and stays mounted. Modal, the focus trap,
 * the transitions and Popover's positioning (~15 KB gzipped) then load with the first dialog or
 * menu opened, not with every page that has a text field or a dialog. Jest, Storybook and the
 * prerender keep MUI's components as they are. The build fails if SelectInput stops importing Menu
 * that way (an MUI upgrade), so the saving cannot disappear silently. The same for the design
 * system's own dialogs (CLOSED_UNTIL_OPEN): a dialog's fields, radio groups and checkboxes load
 * with its first opening, not with the page that has the button.
 */
export function lazyOverlaysPlugin(): Plugin {
  return {
    name: 'luxe-lazy-overlays',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || WRAPPERS.has(importer) || importer.startsWith(LAZY_PREFIX)) return null;
      if (source in OVERLAYS) return OVERLAYS[source];
      if (source === SELECT_MENU && SELECT_INPUT.test(importer))
        return OVERLAYS['@mui/material/Menu'];
      if (!source.startsWith('.') || !/[\\/]design-system[\\/]src[\\/]/.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const closed = resolved && CLOSED_UNTIL_OPEN.find((c) => c.module.test(resolved.id));
      return closed ? `${LAZY_PREFIX}${resolved.id}` : null;
    },
    load(id) {
      if (!id.startsWith(LAZY_PREFIX)) return null;
      const real = id.slice(LAZY_PREFIX.length);
      const closed = CLOSED_UNTIL_OPEN.find((c) => c.module.test(real));
      return closed ? lazyModule(real, closed.components) : null;
    },
    transform(code, id) {
      if (SELECT_INPUT.test(id) && !code.includes(`from "${SELECT_MENU}"`))
        this.error(`lazyOverlays: MUI's SelectInput no longer imports ${SELECT_MENU}`);
      return null;
    },
  };
}
