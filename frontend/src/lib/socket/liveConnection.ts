/* eslint-disable @typescript-eslint/no-explicit-any -- a server event's arguments are the caller's to type */
import { io, type Socket } from 'socket.io-client';

type Listener = (...args: any[]) => void;

/** The reserved events, as Socket.IO's client names them. */
export interface LiveSocketEvents {
  connect: () => void;
  /** 'io server disconnect' (not retried), 'io client disconnect', 'transport close', 'ping timeout'. */
  disconnect: (reason: string) => void;
  /** A refused handshake (`active` false: not retried) or a failed attempt (retried). */
  connect_error: (error: Error & { data?: unknown }) => void;
}

/** One holder's view of the user's live connection (Socket.IO's client's names). */
export interface LiveSocket {
  /** Connecting, connected or waiting to reconnect by itself. */
  readonly active: boolean;
  on<E extends keyof LiveSocketEvents>(event: E, listener: LiveSocketEvents[E]): void;
  on(event: string, listener: Listener): void;
  off(event: string, listener: Listener): void;
  /** Sends an event now, or once connected (Socket.IO buffers it meanwhile). */
  emit(event: string, ...args: unknown[]): void;
  /** Sends an event and answers the server's acknowledgement; rejects after `timeoutMs`. */
  emitWithAck<T = unknown>(event: string, payload: unknown, timeoutMs?: number): Promise<T>;
  /** Tries again after a refusal or the server's disconnect. */
  connect(): void;
  /** Lets go of the connection: the last holder's closes it. */
  disconnect(): void;
}

export interface LiveConnectionOptions {
  /** The server's origin (`https://…`); the Socket.IO path is `path`. */
  url: string;
  path: string;
  /** The handshake's `auth`, read on every (re)connection attempt (so a refreshed token is sent). */
  auth: () => Record<string, unknown>;
  /** Reconnection back-off: the first delay, doubled per failed attempt up to `maxDelayMs`. */
  delayMs?: number;
  maxDelayMs?: number;
  /** A connection nothing holds is closed this much later (a part that remounts keeps it). */
  releaseGraceMs?: number;
  /** Called once the connection has been closed after its last holder let go. */
  onClosed?: () => void;
}

/** The acknowledgement a server event is answered with when none is given in time. */
const ACK_TIMEOUT_MS = 10_000;

/**
 * The user's one live connection: a socket.io-client socket (ADR 021) shared by every part of a
 * page that holds it (the bell, the chat, live page updates). Each `hold()` is a handle whose
 * `disconnect()` lets go of it; the last one closes the socket `releaseGraceMs` later, so a part
 * that remounts at once keeps it. A handle added once the socket is up hears its `connect` too.
 *
 * Transports: WebSocket first, as before (one connection is one server process, no sticky
 * sessions needed); where a proxy or network refuses WebSocket, long-polling
 * (`tryAllTransports`). Reconnection after a lost connection is Socket.IO's own (a doubling,
 * jittered delay); a refused handshake or the server's disconnect is not retried (`active`
 * false), the callers refresh the token and call `connect()`.
 */
export class LiveConnection {
  private readonly socket: Socket;
  private holders = 0;
  private closed = false;

  constructor(private readonly options: LiveConnectionOptions) {
    this.socket = io(options.url, {
      path: options.path,
      autoConnect: false,
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      reconnectionDelay: options.delayMs ?? 1000,
      reconnectionDelayMax: options.maxDelayMs ?? 5000,
      auth: (send) => send(options.auth()),
    });
  }

  /** The handshake was accepted and the connection is open. */
  get connected(): boolean {
    return this.socket.connected;
  }

  /** The connection has been closed after its last holder let go: open another. */
  get isClosed(): boolean {
    return this.closed;
  }

  /** A new holder: the connection opens if it is not connecting, connected or retrying. */
  hold(): LiveSocket {
    if (this.closed) throw new Error('This live connection is closed.');
    this.holders += 1;
    if (!this.socket.active) this.socket.connect();
    return this.handle();
  }

  private handle(): LiveSocket {
    const { socket } = this;
    const mine: [string, Listener][] = [];
    let released = false;
    return {
      get active() {
        return socket.active;
      },
      on(event: string, listener: Listener) {
        mine.push([event, listener]);
        socket.on(event, listener);
        // A holder that arrives once the connection is up hears its `connect` too.
        if (event === 'connect' && socket.connected)
          queueMicrotask(() => {
            if (!released && socket.connected) listener();
          });
      },
      off(event: string, listener: Listener) {
        socket.off(event, listener);
      },
      emit(event: string, ...args: unknown[]) {
        socket.emit(event, ...args);
      },
      emitWithAck<T>(event: string, payload: unknown, timeoutMs = ACK_TIMEOUT_MS) {
        return socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<T>;
      },
      connect() {
        if (!released && !socket.active) socket.connect();
      },
      disconnect: () => {
        if (released) return;
        released = true;
        for (const [event, listener] of mine) socket.off(event, listener);
        this.release();
      },
    };
  }

  private release(): void {
    this.holders -= 1;
    setTimeout(() => {
      if (this.holders > 0 || this.closed) return;
      this.closed = true;
      this.socket.disconnect();
      this.options.onClosed?.();
    }, this.options.releaseGraceMs ?? 1000);
  }
}
