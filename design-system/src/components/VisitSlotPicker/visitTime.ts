import { VISIT_TIME_ZONE, type VisitSlot } from '@valuation/contracts';

const dayName = new Intl.DateTimeFormat('en-GB', {
  timeZone: VISIT_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: VISIT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});
const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: VISIT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "Wednesday 18 March 2026" (London; built from parts, so every ICU version reads the same). */
export function formatVisitDay(iso: string): string {
  const parts = Object.fromEntries(
    dayName.formatToParts(new Date(iso)).map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}
/** "09:00" (London). */
export const formatVisitClock = (iso: string) => clock.format(new Date(iso));
/** The London date of an instant, YYYY-MM-DD. */
export const londonDate = (at: string | Date) => isoDay.format(new Date(at));

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
