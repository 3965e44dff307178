// Runs the API from its TypeScript source in a process of its own, as the e2e tests' Jest does
// (the same SWC options as jest.config.js, @valuation/contracts from source), so a test can start
// real product processes (and SIGKILL them) without building backend/dist first:
//   node -r backend/test/helpers/run-source.cjs backend/src/main.ts
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload for `node -r` */
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { resolve } = require('node:path');
const { transformSync } = require('@swc/core');

const contracts = resolve(__dirname, '../../../contracts/src/index.ts');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === '@valuation/contracts') return contracts;
  return resolveFilename.call(this, request, ...rest);
};

const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

require.extensions['.ts'] = function compile(module, filename) {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
