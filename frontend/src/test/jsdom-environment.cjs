/* eslint-disable @typescript-eslint/no-require-imports -- Jest loads test environments as CommonJS. */
// jsdom lacks fetch and friends; give the test window Node's own implementations (the same set
// jest-fixed-jsdom uses), so RTK Query's fetchBaseQuery and msw/node see one consistent family of
// Request / Response / AbortSignal classes.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    const names = [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'File',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'TextEncoderStream',
      'TextDecoderStream',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'BroadcastChannel',
      'structuredClone',
      'URL',
      'URLSearchParams',
      'setImmediate',
      'clearImmediate',
    ];
    for (const name of names) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
