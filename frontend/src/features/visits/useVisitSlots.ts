import { useMemo } from 'react';
import { getErrorMessage } from '../../lib/apiError';
import { useGetVisitSlotsQuery } from './api';
import {
  slotCalls,
  slotsByDay,
  SLOTS_FAILED,
  useSlotPickerOver,
  useVisitDays,
  type VisitSlots,
} from './visitSlots';

export { SLOTS_FAILED };

/**
 * The free times of the next 60 days for a visit of `hours` (two calls: the API serves at most 31
 * days at once), by London day. Nothing is asked before the page is in the browser (it is
 * prerendered): `today` is set after the first render.
 */
export function useVisitSlots(hours: number, enabled = true): VisitSlots {
  const days = useVisitDays();
  const calls = slotCalls(days, hours);
  const skip = !calls || !enabled;
  const first = useGetVisitSlotsQuery(calls?.[0] ?? { from: '', days: 0, hours }, { skip });
  const second = useGetVisitSlotsQuery(calls?.[1] ?? { from: '', days: 0, hours }, { skip });
  const byDay = useMemo(
    () => slotsByDay([...(first.data?.slots ?? []), ...(second.data?.slots ?? [])]),
    [first.data, second.data],
  );
  const error = first.error ?? second.error;
  return {
    days,
    byDay,
    availableDays: new Set(byDay.keys()),
    loading: !days.length || first.isFetching || second.isFetching,
    loadError: error ? getErrorMessage(error, SLOTS_FAILED) : undefined,
    retry: () => {
      void first.refetch();
      void second.refetch();
    },
  };
}

/** The day-and-time picker over `useVisitSlots` (booking a visit, moving one). */
export function useSlotPicker(hours: number, enabled = true) {
  return useSlotPickerOver(useVisitSlots(hours, enabled));
}
