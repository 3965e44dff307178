// Runs the API from its TypeScript source in a process of its own, as the e2e tests' Jest does
// (the same SWC options as jest.config.js, @valuation/contracts from source), so a test can start
// real product processes (and SIGKILL them) without building backend/dist first:
//   node -r backend/test/helpers/run-source.cjs backend/src/main.ts
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload for `node -r` */
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const Module = require('node:module');
const { join, resolve } = require('node:path');
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

// Compiled files are kept by content hash: every process a test run starts (the cluster's two, the
// start-up tests' four) compiles the same few hundred files, which is most of its start-up time.
const cache = join(tmpdir(), `valuation-run-source-${require('@swc/core/package.json').version}`);
mkdirSync(cache, { recursive: true });

require.extensions['.ts'] = function compile(module, filename) {
  const source = readFileSync(filename, 'utf8');
  const key = join(cache, `${createHash('sha1').update(filename).update(source).digest('hex')}.js`);
  let code;
  try {
    code = readFileSync(key, 'utf8');
  } catch {
    code = transformSync(source, { ...options, filename }).code;
    const partial = `${key}.${process.pid}`;
    writeFileSync(partial, code);
    renameSync(partial, key);
  }
  module._compile(code, filename);
};
