// One lint setup for every workspace. TypeScript is linted with type information (each file
// with the tsconfig of its package), so promise mistakes are caught; imports are checked for
// cycles and for the boundaries of docs/architecture.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Code that runs in a browser: no Node globals there.
const browserCode = [
  'design-system/src/**/*.{ts,tsx}',
  'frontend/src/**/*.{ts,tsx}',
  '.storybook/**/*.{ts,tsx}',
];
// ...except the test-runner parts that Node runs. The frontend's build plugins (Vite runs them in
// Node) live apart, in frontend/build/, outside the browser's code.
const nodeCodeInBrowserPackages = [
  'frontend/vite.config.ts',
  '.storybook/main.ts',
  '**/*.cjs',
  '**/jest.config.js',
  '**/jest.setup.ts',
];

// Node's own globals (the browser's of the same name, such as `console`, are fine).
const nodeOnlyGlobals = Object.keys(globals.node).filter((name) => !(name in globals.browser));

// Frontend features never import each other (shared → features → app).
const features = readdirSync(new URL('./frontend/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./frontend/src/features/${feature}`,
  from: './frontend/src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: move what both need to src/lib.',
}));

// Backend layers (docs/architecture.md "Backend", issue 32): business modules meet only at each
// other's public door (`modules/<m>/index.ts`: every module has one, and nothing else of it may be
// imported from outside); the infrastructure and the shared kernel (`common`) import no business
// module; nothing imports the server's wiring (`app-setup`) but `app.setup.ts` and `server.ts`.
// The database's data source (every entity and migration) is the one composition point let past
// the doors; API tests too.
const backendDir = (dir) =>
  readdirSync(new URL(`./backend/src/${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const backendModules = backendDir('modules');
const backendZones = [
  ...backendModules.map((m) => ({
    target: [
      ...backendModules.filter((other) => other !== m).map((o) => `./backend/src/modules/${o}`),
      './backend/src/infrastructure',
      './backend/src/common',
      './backend/src/app-setup',
      './backend/src/*.ts',
    ],
    from: `./backend/src/modules/${m}`,
    except: ['./index.ts'],
    message: `Import ${m} through its public door, modules/${m}/index.ts: what it exports is what others may use.`,
  })),
  {
    target: ['./backend/src/infrastructure', './backend/src/common'],
    from: './backend/src/modules',
    message:
      'Infrastructure and common serve any product: they import no business module (let the module pass what they need).',
  },
  {
    target: [
      './backend/src/modules',
      './backend/src/infrastructure',
      './backend/src/common',
      './backend/src/database',
      './backend/src/cli',
      './backend/src/main.ts',
      './backend/src/app.module.ts',
    ],
    from: './backend/src/app-setup',
    message: "app-setup is the server's wiring: only app.setup.ts and server.ts use it.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.storybook/public/**',
      '**/coverage/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'contracts/tsconfig.json',
            'design-system/tsconfig.json',
            'frontend/tsconfig.json',
            'backend/tsconfig.json',
            'tests/tsconfig.json',
            '.storybook/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            ...backendZones,
            {
              target: ['./frontend/src/features', './frontend/src/lib'],
              from: './frontend/src/app',
              message:
                'app/ composes the features (router, store, providers): features and src/lib never import it (tests: src/test/app.ts).',
            },
            {
              target: './frontend/src/lib',
              from: './frontend/src/features',
              message: 'src/lib is shared by the features and imports none of them.',
            },
            {
              target: './frontend/src/lib',
              from: './frontend/src/site',
              message:
                'src/lib is shared by the app and the site shell: it imports nothing of the site.',
            },
            {
              target: './frontend/src',
              from: './frontend/build',
              message:
                'frontend/build holds the build plugins (Node code run by Vite): browser code never imports them.',
            },
            {
              target: './design-system/src',
              from: './frontend',
              message: 'The design system is presentational and imports no app code.',
            },
            {
              target: './contracts/src',
              from: ['./design-system', './frontend', './backend'],
              message: '@valuation/contracts imports nothing.',
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules for every TypeScript file, each with the tsconfig of its package.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // The root's playwright.config.ts belongs to no package; it gets the default program.
        projectService: { allowDefaultProject: ['playwright.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // TypeScript checks names, not where code runs: Node's globals are refused in browser code.
    files: browserCode,
    ignores: [...nodeCodeInBrowserPackages, '**/*.test.{ts,tsx}', '**/src/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...nodeOnlyGlobals.map((name) => ({
          name,
          message: `${name} is Node's: this code runs in the browser.`,
        })),
      ],
    },
  },
  {
    files: ['frontend/src/lib/pwa/sw.template.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['design-system/**/*.{ts,tsx}', 'frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The design system is presentational: no Redux, router or API code.
    files: ['design-system/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react-router*', '@reduxjs/*', 'react-redux', '@valuation/frontend*'] },
      ],
    },
  },
  {
    // The contracts import nothing: every package imports them, so they stay dependency-free.
    files: ['contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^[^.]', message: '@valuation/contracts imports nothing.' }] },
      ],
    },
  },
  {
    // Every journey fails on a console error: it takes `test` from journey.ts (ADR 019).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './journey' (fails on console errors).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx', '**/*.e2e-spec.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
