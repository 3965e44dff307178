/** Jest runs the design-system tests in jsdom, compiling TypeScript + JSX with SWC. */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // The contracts are consumed as source (their dist/ is only for the API on Node).
    '^@valuation/contracts$': '<rootDir>/../contracts/src/index.ts',
    '\\.(css|woff2?|ttf|otf|eot|svg|png|jpe?g|gif|webp|avif)$': '<rootDir>/src/test/fileStub.js',
  },
  testPathIgnorePatterns: ['/node_modules/', '\\.stories\\.tsx?$'],
  // A screen test types and clicks through a whole form: on a loaded two-core CI machine one took
  // more than Jest's default 5 s (ChatScreen's "About request" test, 23 s for its file).
  testTimeout: 20000,
};
