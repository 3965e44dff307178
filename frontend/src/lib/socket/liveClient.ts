/* eslint-disable @typescript-eslint/no-explicit-any -- a server event's arguments are the caller's to type */
/** What the client needs of a WebSocket (the browser's, or `ws` in Node). */
interface WebSocketLike {
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
  send(data: string): void;
  close(): void;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

export interface LiveClientOptions {
  /** The server's Socket.IO endpoint: `ws://` or `wss://`, host and path (SOCKET_PATH). */
  url: string;
  /** The handshake's `auth`, read on every (re)connection attempt (so a refreshed token is sent). */
  auth: () => Record<string, unknown>;
  /** Default: the global WebSocket. */
  WebSocket?: WebSocketConstructor;
  /** Reconnection back-off: the first delay, doubled per failed attempt up to `maxDelayMs`. */
  delayMs?: number;
  maxDelayMs?: number;
}

/** The reserved events, as Socket.IO's client names them. */
export interface LiveClientEvents {
  connect: () => void;
  /** 'io server disconnect' (not retried), 'io client disconnect', 'transport close', 'ping timeout'. */
  disconnect: (reason: string) => void;
  /** A refused handshake (`active` false: not retried) or a failed attempt (retried). */
  connect_error: (error: Error & { data?: unknown }) => void;
}
type Listener = (...args: any[]) => void;

/** At most this many events wait for the connection (Socket.IO's client buffers them too). */
const MAX_BUFFERED = 100;

/**
 * A Socket.IO client of the default namespace over Engine.IO v4's WebSocket transport only (no
 * long-polling, no binary, no acknowledgements): the handshake's `auth`, the server's events,
 * `emit`, the server's pings answered and watched, the browser's `offline` event, and reconnection
 * with a doubling, jittered delay after a lost connection (ADR 018). A server that refuses the
 * handshake or disconnects the socket is not retried, as with Socket.IO's own client; `connect()`
 * tries again.
 */
export class LiveClient {
  /** The handshake was accepted and the connection is open. */
  connected = false;
  /** Connecting, connected or waiting to reconnect: the client tries again by itself. */
  active = false;
  private ws: WebSocketLike | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly buffer: string[] = [];
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setTimeout> | undefined;
  private pingWindowMs = 0;

  constructor(private readonly options: LiveClientOptions) {}

  on<E extends keyof LiveClientEvents>(event: E, listener: LiveClientEvents[E]): this;
  on(event: string, listener: Listener): this;
  on(event: string, listener: Listener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  /** Sends an event now, or once connected (the latest MAX_BUFFERED). */
  emit(event: string, ...args: unknown[]): this {
    const packet = `42${JSON.stringify([event, ...args])}`;
    if (this.connected) this.ws?.send(packet);
    else if (this.buffer.push(packet) > MAX_BUFFERED) this.buffer.shift();
    return this;
  }

  connect(): this {
    if (this.active) return this;
    this.active = true;
    this.attempts = 0;
    // The browser says the network is gone: the connection is lost now, not at the ping timeout.
    (globalThis as Partial<EventTarget>).addEventListener?.('offline', this.onOffline);
    this.open();
    return this;
  }

  disconnect(): this {
    const wasConnected = this.connected;
    if (wasConnected) this.ws?.send('41');
    this.stop();
    this.buffer.length = 0;
    if (wasConnected) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  private readonly onOffline = () => {
    if (this.ws) this.lost('transport close');
  };

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  private open(): void {
    const Ctor =
      this.options.WebSocket ??
      (globalThis as unknown as { WebSocket: WebSocketConstructor }).WebSocket;
    // Engine.IO's path ends with a slash, as Socket.IO's own client asks it.
    const ws = new Ctor(`${this.options.url.replace(/\/?$/, '/')}?EIO=4&transport=websocket`);
    this.ws = ws;
    ws.onmessage = (event) => {
      if (this.ws === ws) this.onPacket(String(event.data));
    };
    ws.onclose = () => {
      if (this.ws === ws) this.lost('transport close');
    };
    ws.onerror = () => {}; // a close follows
  }

  /** An Engine.IO packet: 0 open, 1 close, 2 ping, 4 message (a Socket.IO packet). */
  private onPacket(data: string): void {
    this.watchPings();
    if (data[0] === '0') {
      const open = JSON.parse(data.slice(1)) as { pingInterval: number; pingTimeout: number };
      this.pingWindowMs = open.pingInterval + open.pingTimeout;
      this.watchPings();
      this.ws?.send(`40${JSON.stringify(this.options.auth())}`);
    } else if (data[0] === '1') this.lost('transport close');
    else if (data[0] === '2') this.ws?.send('3');
    else if (data[0] === '4') this.onMessage(data.slice(1));
  }

  /** A Socket.IO packet: 0 connected, 1 disconnected by the server, 2 event, 4 refused. */
  private onMessage(data: string): void {
    const type = data[0];
    if (type === '0') {
      this.connected = true;
      this.attempts = 0;
      for (const packet of this.buffer.splice(0)) this.ws?.send(packet);
      this.fire('connect');
    } else if (type === '1') {
      this.stop();
      this.fire('disconnect', 'io server disconnect');
    } else if (type === '2') {
      // An acknowledgement id may precede the payload; this client never asks for one.
      const payload: unknown = JSON.parse(data.slice(1).replace(/^\d+/, ''));
      if (Array.isArray(payload) && typeof payload[0] === 'string')
        this.fire(payload[0], ...payload.slice(1));
    } else if (type === '4') {
      const refusal = JSON.parse(data.slice(1)) as { message?: string; data?: unknown };
      this.stop();
      this.fire(
        'connect_error',
        Object.assign(new Error(refusal.message ?? 'Connection refused'), { data: refusal.data }),
      );
    }
  }

  /** No packet from the server within its ping interval and timeout: the connection is lost. */
  private watchPings(): void {
    clearTimeout(this.pingTimer);
    if (this.pingWindowMs > 0)
      this.pingTimer = setTimeout(() => this.lost('ping timeout'), this.pingWindowMs);
  }

  /** The transport closed or went quiet: tell the listeners and try again after the back-off. */
  private lost(reason: string): void {
    const wasConnected = this.connected;
    this.closeSocket();
    if (wasConnected) this.fire('disconnect', reason);
    else this.fire('connect_error', new Error(`Connection failed (${reason})`));
    if (!this.active) return;
    const first = this.options.delayMs ?? 1000;
    const base = Math.min(this.options.maxDelayMs ?? 5000, first * 2 ** this.attempts++);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.open(), base * (0.5 + Math.random()));
  }

  private stop(): void {
    this.active = false;
    (globalThis as Partial<EventTarget>).removeEventListener?.('offline', this.onOffline);
    clearTimeout(this.retryTimer);
    this.closeSocket();
  }

  private closeSocket(): void {
    clearTimeout(this.pingTimer);
    this.pingWindowMs = 0;
    this.connected = false;
    const ws = this.ws;
    this.ws = null;
    ws?.close();
  }
}
