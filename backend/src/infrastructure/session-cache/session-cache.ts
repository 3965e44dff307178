/** What the cache needs of a session's account: the account's id and the session's id. */
export interface CachedSession {
  id: string;
  sessionId: string;
}

/** A message between processes: drop one session (`s:<id>`) or every session of a user (`u:<id>`). */
export type Eviction = { session: string } | { user: string };

export function encodeEviction(e: Eviction): string {
  return 'session' in e ? `s:${e.session}` : `u:${e.user}`;
}

export function decodeEviction(text: string): Eviction | null {
  const id = text.slice(2);
  if (!id) return null;
  if (text.startsWith('s:')) return { session: id };
  if (text.startsWith('u:')) return { user: id };
  return null;
}

interface Entry<U> {
  user: U;
  expiresAtMs: number;
}

/** Taken before reading the database; a read is cached only if nothing was evicted since. */
export type Ticket = number;

/**
 * The in-process map from a session id to the account it was validated for (ADR 003). Plain data
 * structure, no I/O: SessionCacheService wires it to the clock and to the other processes.
 *
 * Correctness rests on three rules:
 * - every change of a session or an account evicts synchronously, after its write, in the process
 *   that made it (and publishes the eviction to the others);
 * - a database read that started before an eviction is never stored (the epoch of its ticket is
 *   stale), so a revocation cannot be undone by a slow concurrent read;
 * - while the cross-process channel is down the cache is bypassed (nothing read, nothing stored) and
 *   emptied, because evictions from other processes may have been missed.
 */
export class SessionMap<U extends CachedSession = CachedSession> {
  private readonly entries = new Map<string, Entry<U>>();
  private readonly byUser = new Map<string, Set<string>>();
  private epoch = 0;
  private online: boolean;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    online = true,
  ) {
    this.online = online;
  }

  get size(): number {
    return this.entries.size;
  }

  get isOnline(): boolean {
    return this.online;
  }

  /** A copy of the cached account of the session (so a request cannot change the cache), or null. */
  get(sessionId: string, nowMs: number): U | null {
    if (!this.online) return null;
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    if (entry.expiresAtMs <= nowMs) {
      this.drop(sessionId);
      return null;
    }
    return { ...entry.user };
  }

  ticket(): Ticket {
    return this.epoch;
  }

  /** Stores what a read that began at `ticket` found, unless something was evicted meanwhile. */
  set(ticket: Ticket, user: U, nowMs: number): void {
    if (!this.online || ticket !== this.epoch) return;
    if (this.entries.size >= this.maxEntries) {
      // Oldest first (a Map iterates in insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.drop(user.sessionId);
    this.entries.set(user.sessionId, { user: { ...user }, expiresAtMs: nowMs + this.ttlMs });
    let sessions = this.byUser.get(user.id);
    if (!sessions) this.byUser.set(user.id, (sessions = new Set()));
    sessions.add(user.sessionId);
  }

  evict(e: Eviction): void {
    this.epoch += 1;
    if ('session' in e) {
      this.drop(e.session);
      return;
    }
    const sessions = this.byUser.get(e.user);
    if (!sessions) return;
    for (const id of [...sessions]) this.drop(id);
    this.byUser.delete(e.user);
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.byUser.clear();
  }

  /** Channel down: bypass and empty. Channel (back) up: start again from an empty cache. */
  setOnline(online: boolean): void {
    this.clear();
    this.online = online;
  }

  private drop(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const sessions = this.byUser.get(entry.user.id);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.byUser.delete(entry.user.id);
  }
}
