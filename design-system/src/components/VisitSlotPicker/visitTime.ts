import { formatUkClock, formatUkFullDay, type VisitSlot } from '@valuation/contracts';

// Visits are in UK time (VISIT_TIME_ZONE), the formats' default zone.
export { londonDate } from '@valuation/contracts';

/** "Wednesday 18 March 2026" (London). */
export const formatVisitDay = (iso: string): string => formatUkFullDay(iso);
/** "09:00" (London). */
export const formatVisitClock = (iso: string): string => formatUkClock(iso);

/** "Wednesday 18 March 2026, 09:00 to 11:00 (UK time)" */
export function formatVisitTime(slot: VisitSlot): string {
  return `${formatVisitDay(slot.start)}, ${formatVisitClock(slot.start)} to ${formatVisitClock(slot.end)} (UK time)`;
}

/** The London dates of `count` days from `from` (a YYYY-MM-DD date). */
export function nextDays(from: string, count: number): string[] {
  const start = new Date(`${from}T12:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10),
  );
}
