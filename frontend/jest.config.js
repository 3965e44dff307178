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

/**
 * Every frontend test on React, as every page runs in the browser (ADR 019): the app's and the
 * site shell's alike, with the browser-like jsdom (Node's fetch family), SWC and the stubs.
 * @type {import('jest').Config}
 */
export default {
  displayName: 'frontend',
  // MUI + Formik in jsdom type slowly; a whole form journey can take a few seconds.
  testTimeout: 20000,
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/build/**/*.test.ts'],
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
