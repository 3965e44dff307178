import { createMutex, type Mutex } from '../mutex';

/** What one tab tells the others on BroadcastChannel('auth'). */
export type TabMessage =
  /** This tab refreshed the access token (already in localStorage, which tabs share). */
  | { type: 'tokenRefreshed'; token: string }
  /** The user signed out (or deleted the account) in this tab. */
  | { type: 'signedOut' };

/**
 * How the tabs of one browser coordinate the session: one token refresh at a time across tabs and
 * news of refreshes and sign-outs. Implemented by features/session (Web Locks + BroadcastChannel)
 * and handed to the store by app/store.ts, so lib never imports a feature.
 */
export interface TabSync {
  /** Runs `task` while no other tab runs one (or at once where the browser has no Web Locks). */
  withRefreshLock<T>(task: () => Promise<T>): Promise<T>;
  /** Tells the other tabs (never this one). */
  post(message: TabMessage): void;
  /** Listens to the other tabs; returns the unsubscribe. */
  subscribe(listener: (message: TabMessage) => void): () => void;
  /** Stops listening and posting (closes the channel). */
  close(): void;
}

/** No other tabs to coordinate with: stories, tests and browsers without either API. */
export const thisTabOnly: TabSync = {
  withRefreshLock: (task) => task(),
  post: () => {},
  subscribe: () => () => {},
  close: () => {},
};

/** The session's per-store collaborators, given to the store as the thunk `extra` argument. */
export interface SessionLink {
  tabs: TabSync;
  /** One refresh for many parallel 401s within this tab (ADR 005). */
  refreshMutex: Mutex;
}

export interface StoreExtra {
  session: SessionLink;
}

export function createStoreExtra(tabs: TabSync = thisTabOnly): StoreExtra {
  return { session: { tabs, refreshMutex: createMutex() } };
}

const fallback = createStoreExtra();

/** The store's session link; a store built without one (a bare test store) gets a shared default. */
export function sessionLinkOf(extra: unknown): SessionLink {
  const session = (extra as Partial<StoreExtra> | undefined)?.session;
  return session ?? fallback.session;
}
