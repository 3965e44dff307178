import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';

// The site shell's React (src/site/preact/react.ts) runs effects in a MessageChannel task, as in
// the browser; jsdom has no MessageChannel, Node's delivers its messages in a later task too.
globalThis.MessageChannel ??= NodeMessageChannel as unknown as typeof MessageChannel;
