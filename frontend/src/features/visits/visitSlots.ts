import { useEffect, useMemo, useState } from 'react';
import { VISIT_RULES, type VisitSlot } from '@valuation/contracts';
import { londonDate, nextDays, type VisitSlotPickerProps } from '@valuation/design-system';

/*
 * The free times of a visit and the day-and-time picker over them, free of the app's store: the
 * app's pages fetch them through RTK Query (useVisitSlots.ts), the site shell's /visits/book
 * through fetch (site/pages/BookVisitPage.tsx). Both show the same 60 days the same way.
 */

export const SLOTS_FAILED = 'The free times could not be loaded.';

/** One call of GET /visits/slots. */
export interface SlotsArgs {
  from: string;
  days: number;
  hours: number;
}

/** The free times of the next 60 days, however they were fetched. */
export interface VisitSlots {
  days: string[];
  byDay: Map<string, VisitSlot[]>;
  availableDays: ReadonlySet<string>;
  loading: boolean;
  loadError?: string;
  retry: () => void;
}

/**
 * The next 60 London days from today. Empty until the page is in the browser (it is prerendered):
 * today is known after the first render.
 */
export function useVisitDays(): string[] {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => setToday(londonDate(new Date())), []);
  return useMemo(() => (today ? nextDays(today, VISIT_RULES.maxDaysAhead) : []), [today]);
}

/** The two calls covering `days` (the API serves at most 31 days at once); none before today is known. */
export function slotCalls(days: string[], hours: number): [SlotsArgs, SlotsArgs] | null {
  if (!days.length) return null;
  return [
    { from: days[0], days: VISIT_RULES.maxSlotDays, hours },
    {
      from: days[VISIT_RULES.maxSlotDays],
      days: VISIT_RULES.maxDaysAhead - VISIT_RULES.maxSlotDays,
      hours,
    },
  ];
}

/** Free times by London day. */
export function slotsByDay(slots: readonly VisitSlot[]): Map<string, VisitSlot[]> {
  const map = new Map<string, VisitSlot[]>();
  for (const slot of slots) {
    const day = londonDate(slot.start);
    map.set(day, [...(map.get(day) ?? []), slot]);
  }
  return map;
}

/**
 * The day-and-time picker over `slots` (booking a visit, moving one): the chosen day and start,
 * the start forgotten when the day changes, and the picker's props.
 */
export function useSlotPickerOver(slots: VisitSlots) {
  const [day, setDay] = useState<string>();
  const [start, setStart] = useState<string>();
  const offered = day ? slots.byDay.get(day) : undefined;
  // A start no longer offered (a restored draft's, or taken meanwhile) is forgotten once known.
  useEffect(() => {
    if (start && !slots.loading && !slots.loadError && !offered?.some((s) => s.start === start))
      setStart(undefined);
  }, [start, offered, slots.loading, slots.loadError]);
  const picker: VisitSlotPickerProps = {
    days: slots.days,
    availableDays: slots.availableDays,
    selectedDay: day,
    onSelectDay: (next) => {
      setDay(next);
      setStart(undefined);
    },
    slots: day ? (slots.byDay.get(day) ?? []) : [],
    selectedStart: start,
    onSelectStart: setStart,
    loading: slots.loading,
    loadError: slots.loadError,
    onRetry: slots.retry,
  };
  return {
    picker,
    start,
    /** Forgets the chosen start (its time was taken, or the length changed). */
    clearStart: () => setStart(undefined),
    /** Starts afresh: no day, no start. */
    reset: () => {
      setDay(undefined);
      setStart(undefined);
    },
    /** Chooses a day and start at once (a restored draft). */
    select: (nextDay?: string, nextStart?: string) => {
      setDay(nextDay);
      setStart(nextStart);
    },
  };
}

export type SlotPicker = ReturnType<typeof useSlotPickerOver>;
