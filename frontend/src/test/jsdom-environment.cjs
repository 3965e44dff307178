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
      'structuredClone',
      'URL',
      'URLSearchParams',
      'setImmediate',
      'clearImmediate',
    ];
    for (const name of names) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // Node's BroadcastChannel, as a test's tabs use it (lib/session/browserTabs), with each channel
    // closed when its test file ends: an open one is a handle that keeps Node alive, and Jest,
    // running the files in its own process on a two-core machine, never exited ("Jest did not
    // exit one second after the test run has completed"), which hung CI until its time ran out.
    const channels = new Set();
    this.channels = channels;
    this.global.BroadcastChannel = class TestBroadcastChannel extends globalThis.BroadcastChannel {
      constructor(name) {
        super(name);
        this.unref();
        channels.add(this);
      }

      close() {
        channels.delete(this);
        super.close();
      }
    };
  }

  async teardown() {
    for (const channel of this.channels) channel.close();
    await super.teardown();
  }
}

module.exports = JsdomWithFetchEnvironment;
