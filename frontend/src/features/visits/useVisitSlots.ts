import { useEffect, useMemo, useState } from 'react';
import { VISIT_RULES, type VisitSlot } from '@valuation/contracts';
import { londonDate, nextDays, type VisitSlotPickerProps } from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { useGetVisitSlotsQuery } from './api';

export const SLOTS_FAILED = 'The free times could not be loaded.';

/**
 * The free times of the next 60 days for a visit of `hours` (two calls: the API serves at most 31
 * days at once), by London day. Nothing is asked before the page is in the browser (it is
 * prerendered): `today` is set after the first render.
 */
export function useVisitSlots(hours: number, enabled = true) {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => setToday(londonDate(new Date())), []);
  const days = useMemo(() => (today ? nextDays(today, VISIT_RULES.maxDaysAhead) : []), [today]);
  const skip = !today || !enabled;
  const first = useGetVisitSlotsQuery(
    { from: days[0] ?? '', days: VISIT_RULES.maxSlotDays, hours },
    { skip },
  );
  const second = useGetVisitSlotsQuery(
    {
      from: days[VISIT_RULES.maxSlotDays] ?? '',
      days: VISIT_RULES.maxDaysAhead - VISIT_RULES.maxSlotDays,
      hours,
    },
    { skip },
  );
  const byDay = useMemo(() => {
    const map = new Map<string, VisitSlot[]>();
    for (const slot of [...(first.data?.slots ?? []), ...(second.data?.slots ?? [])]) {
      const day = londonDate(slot.start);
      map.set(day, [...(map.get(day) ?? []), slot]);
    }
    return map;
  }, [first.data, second.data]);
  const error = first.error ?? second.error;
  return {
    days,
    byDay,
    availableDays: new Set(byDay.keys()) as ReadonlySet<string>,
    loading: !today || first.isFetching || second.isFetching,
    loadError: error ? getErrorMessage(error, SLOTS_FAILED) : undefined,
    retry: () => {
      void first.refetch();
      void second.refetch();
    },
  };
}

/**
 * The day-and-time picker over `useVisitSlots` (booking a visit, moving one): the chosen day and
 * start, the start forgotten when the day changes, and the picker's props.
 */
export function useSlotPicker(hours: number, enabled = true) {
  const slots = useVisitSlots(hours, enabled);
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
