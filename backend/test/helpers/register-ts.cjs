/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload (node -r), loaded before any TypeScript */
// Lets a plain `node` child process run the backend's TypeScript sources, compiled by SWC with the
// options of jest.config.js, and resolves @valuation/contracts to its source (as Jest does). Used
// by server-process.ts: `node -r ./register-ts.cjs server-entry.ts`.
const { transformSync } = require('@swc/core');
const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { resolve } = require('node:path');

const contracts = resolve(__dirname, '../../../contracts/src/index.ts');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === '@valuation/contracts') return contracts;
  return resolveFilename.call(this, request, ...rest);
};

Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      keepClassNames: true,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
