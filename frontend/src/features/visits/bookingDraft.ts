import { useEffect, useRef } from 'react';
import { CATALOGUE } from '@valuation/contracts';
import { EMPTY_VISIT_BOOKING, type VisitBookingValues } from '@valuation/design-system';

/**
 * What a visitor has chosen on the booking page, kept so that a reload (or a page the phone
 * discarded in the background) comes back to it, as the valuation wizard's draft does
 * (docs/product.md §2.22). Whichever page renders the booking form (the app's or the site
 * shell's) passes its storage: `localStorage` in the browser, nothing in the prerender or tests
 * that keep nothing. The draft is forgotten once the visit is booked.
 */
export interface VisitBookingDraft {
  hours: number;
  values: VisitBookingValues;
  /** The chosen London day (YYYY-MM-DD) and start (ISO), when chosen. */
  day?: string;
  start?: string;
  savedAt: string;
}

export const VISIT_DRAFT_KEY = 'lv-visit-booking-draft';

/** Drafts older than this are dropped: their times are long gone. */
const MAX_AGE_MS = 7 * 24 * 3600_000;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null | undefined;

const isText = (v: unknown): v is string => typeof v === 'string';

/** The draft in `storage`, or null when there is none, it is unreadable or it is too old. */
export function loadBookingDraft(
  storage: DraftStorage,
  now = new Date(),
): VisitBookingDraft | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(VISIT_DRAFT_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<VisitBookingDraft>;
    const { minHours, maxHours } = CATALOGUE.homeVisit;
    const hours = Number(parsed.hours);
    if (!Number.isInteger(hours) || hours < minHours || hours > maxHours) return null;
    const savedAt = Date.parse(String(parsed.savedAt));
    if (Number.isNaN(savedAt) || now.getTime() - savedAt > MAX_AGE_MS) return null;
    const stored = (parsed.values ?? {}) as Partial<Record<keyof VisitBookingValues, unknown>>;
    const values = { ...EMPTY_VISIT_BOOKING };
    for (const key of Object.keys(values) as (keyof VisitBookingValues)[]) {
      const v = stored[key];
      if (typeof v === typeof values[key]) (values as Record<string, unknown>)[key] = v;
    }
    return {
      hours,
      values,
      day: isText(parsed.day) ? parsed.day : undefined,
      start: isText(parsed.start) ? parsed.start : undefined,
      savedAt: new Date(savedAt).toISOString(),
    };
  } catch {
    return null;
  }
}

export function saveBookingDraft(
  storage: DraftStorage,
  draft: Omit<VisitBookingDraft, 'savedAt'>,
  now = new Date(),
): void {
  try {
    storage?.setItem(VISIT_DRAFT_KEY, JSON.stringify({ ...draft, savedAt: now.toISOString() }));
  } catch {
    // A full or refused storage keeps nothing; the page works on.
  }
}

export function clearBookingDraft(storage: DraftStorage): void {
  try {
    storage?.removeItem(VISIT_DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The browser's localStorage, or null where there is none (prerender, refused by the browser). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps `draft` in `storage`: written shortly after each change and at once when the page is
 * hidden or left (a phone may discard a page in the background without another event).
 * `enabled` is false until the stored draft has been restored, so that the empty first state
 * does not overwrite it, and again once the visit is booked (the draft is then cleared).
 */
export function useBookingDraft(
  storage: DraftStorage,
  draft: Omit<VisitBookingDraft, 'savedAt'>,
  enabled: boolean,
): void {
  const latest = useRef(draft);
  latest.current = draft;
  const on = useRef(enabled);
  on.current = enabled;
  const serialised = JSON.stringify(draft);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => saveBookingDraft(storage, latest.current), 250);
    return () => clearTimeout(timer);
  }, [storage, serialised, enabled]);
  useEffect(() => {
    if (!enabled) return;
    const flush = () => {
      if (on.current) saveBookingDraft(storage, latest.current);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
    };
  }, [storage, enabled]);
}
