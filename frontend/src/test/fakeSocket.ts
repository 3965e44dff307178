/**
 * A stand-in for the chat's Socket.IO connection (features/chat/socket.ts): tests play the server,
 * firing its events with `serverEmit` and reading what the client sent in `sent`.
 */
export class FakeSocket {
  active = true;
  readonly sent: { event: string; payload: unknown }[] = [];
  private readonly listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  readonly io = { on: () => this.io, off: () => this.io };
  connected = false;
  disconnected = false;

  on(event: string, listener: (...args: unknown[]) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }

  off(event: string, listener?: (...args: unknown[]) => void) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, payload?: unknown) {
    this.sent.push({ event, payload });
    return this;
  }

  connect() {
    return this;
  }

  disconnect() {
    this.disconnected = true;
    return this;
  }

  /** The server (or the connection) fires `event`. */
  serverEmit(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    this.listeners.get(event)?.forEach((listener) => listener(...args));
  }

  sentOf(event: string) {
    return this.sent.filter((entry) => entry.event === event).map((entry) => entry.payload);
  }
}
