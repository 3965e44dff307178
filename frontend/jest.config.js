import { readFileSync } from 'node:fs';

// Jest: jsdom (with Node's fetch family, so RTK Query and msw/node work), @swc/jest for TS/TSX.
const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: {
      parser:
        syntax === 'ts' ? { syntax: 'typescript', tsx: true } : { syntax: 'ecmascript', jsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages under msw that Jest's CommonJS runtime cannot require untransformed.
const esmPackages = ['rettime', 'until-async', '@open-draft', 'msw', '@mswjs', 'headers-polyfill'];

/** What both projects share: the browser-like jsdom with Node's fetch family, SWC, the stubs. */
const shared = {
  testEnvironment: '<rootDir>/src/test/jsdom-environment.cjs',
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: {
    '^.+\\.(ts|tsx)$': swc('ts'),
    '^.+\\.(js|jsx|mjs|cjs)$': swc('js'),
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    // The contracts are consumed as source (their dist/ is only for the API on Node).
    '^@valuation/contracts$': '<rootDir>/../contracts/src/index.ts',
    '\\.css$': '<rootDir>/src/test/styleStub.cjs',
    '\\.(woff2?|ttf|otf|eot|svg|png|jpe?g|gif|webp|avif|ico)$': '<rootDir>/src/test/fileStub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  clearMocks: true,
  restoreMocks: true,
};

/**
 * The site shell runs on Preact in the browser (ADR 012): its tests get React's modules mapped
 * as its build maps them (the one table, build/preactAliases.json, read by prerenderPlugin.ts
 * too), plus Preact's act for Testing Library.
 */
const preactAliases = JSON.parse(
  readFileSync(new URL('./build/preactAliases.json', import.meta.url), 'utf8'),
);
const preactMapper = Object.fromEntries([
  ...Object.entries(preactAliases).map(([name, target]) => [
    `^${name.replace(/[/.]/g, '\\$&')}$`,
    target.startsWith('src/') ? `<rootDir>/${target}` : target,
  ]),
  ['^react-dom/test-utils$', 'preact/test-utils'],
]);

const SITE = '<rootDir>/src/site/';

/** @type {import('jest').Config} */
export default {
  // MUI + Formik in jsdom type slowly; a whole form journey can take a few seconds.
  testTimeout: 20000,
  projects: [
    {
      ...shared,
      displayName: 'frontend',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/build/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', SITE],
    },
    {
      ...shared,
      displayName: 'site shell (Preact)',
      testMatch: [`${SITE}**/*.test.ts?(x)`],
      moduleNameMapper: { ...preactMapper, ...shared.moduleNameMapper },
      setupFiles: ['<rootDir>/src/test/preact-environment.ts'],
    },
  ],
};
