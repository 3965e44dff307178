// Two projects: `unit` (specs beside the code) and `e2e` (the real app on a real database).
// TEST_DB=pglite runs the e2e project on the embedded PGlite instead of PostgreSQL.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      keepClassNames: true,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

// The contracts are consumed as source here (Node loads contracts/dist only in the built API).
const moduleNameMapper = { '^@valuation/contracts$': '<rootDir>/../contracts/src/index.ts' };

/** @type {import('jest').Config} */
module.exports = {
  // argon2 and PGlite are CPU-bound; 2 workers suit the 2-core CI machine.
  maxWorkers: 2,
  // booting an app on a fresh PGlite (migrations included) takes a few seconds on a busy machine.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      moduleNameMapper,
      testEnvironment: 'node',
      // content-disposition (used by @fastify/static) ships ESM only; compile it for Jest.
      transform: { '^.+\\.ts$': swc, '^.+/node_modules/content-disposition/.+\\.js$': swc },
      transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
    },
    {
      displayName: 'e2e',
      rootDir: __dirname,
      moduleNameMapper,
      testEnvironment: 'node',
      // content-disposition (used by @fastify/static) ships ESM only; compile it for Jest.
      transform: { '^.+\\.ts$': swc, '^.+/node_modules/content-disposition/.+\\.js$': swc },
      transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
    },
    {
      // Real product processes (spawned, killed) on PostgreSQL, Redis and the S3 gateway that
      // scripts/test.mjs starts: `jest --selectProjects cluster` with TEST_S3_* set.
      displayName: 'cluster',
      rootDir: __dirname,
      moduleNameMapper,
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': swc, '^.+/node_modules/content-disposition/.+\\.js$': swc },
      transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
      testMatch: ['<rootDir>/test/cluster/**/*.cluster-spec.ts'],
      testTimeout: 120000,
    },
  ],
};
