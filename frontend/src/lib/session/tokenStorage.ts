import { ACCESS_TOKEN_STORAGE_KEY } from '@valuation/contracts';

// The access token lives in localStorage under `authToken` (docs/product.md §9), which every
// tab of the site shares. Reads are defensive: storage can be unavailable (private mode, blocked
// cookies).
export const TOKEN_KEY = ACCESS_TOKEN_STORAGE_KEY;

export const tokenStorage = {
  get(): string | null {
    try {
      return window.localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    try {
      window.localStorage.setItem(TOKEN_KEY, token);
    } catch {
      // Storage unavailable: the session lasts as long as the page.
    }
  },
  clear(): void {
    try {
      window.localStorage.removeItem(TOKEN_KEY);
    } catch {
      // Nothing stored, nothing to clear.
    }
  },
};
