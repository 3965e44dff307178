import Holidays from 'date-holidays';
import { DateTime } from 'luxon';
import {
  CATALOGUE,
  VISIT_FIELD_MESSAGES,
  VISIT_OPENING_HOURS,
  VISIT_RULES,
  VISIT_TIME_ZONE,
} from '@valuation/contracts';

/**
 * The clock of home visits (docs/product.md §2.22, Slots): opening hours per weekday in
 * Europe/London (luxon does the time zone, so 09:00 is 09:00 in March and in November), the bank
 * holidays of England and Wales (date-holidays, region GB-ENG: England and Wales share them), the
 * half-hour starts, the 24-hour notice and the 60-day horizon.
 */
const holidays = new Holidays('GB', 'ENG');
const holidayCache = new Map<string, boolean>();

/** True on a bank holiday of England and Wales (`day` is a London date, YYYY-MM-DD). */
export function isBankHoliday(day: string): boolean {
  let known = holidayCache.get(day);
  if (known === undefined) {
    const found = holidays.isHoliday(new Date(`${day}T12:00:00Z`));
    known = Array.isArray(found) && found.some((h) => h.type === 'public' || h.type === 'bank');
    holidayCache.set(day, known);
  }
  return known;
}

/** Opening hours of a London date as [open, close] minutes after midnight, or null when closed. */
export function openingHours(day: DateTime): readonly [number, number] | null {
  if (isBankHoliday(day.toISODate()!)) return null;
  return VISIT_OPENING_HOURS[day.weekday] ?? null;
}

export function londonDay(isoDate: string): DateTime | null {
  const day = DateTime.fromISO(isoDate, { zone: VISIT_TIME_ZONE });
  return day.isValid && /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? day.startOf('day') : null;
}

/** The earliest and latest allowed starts at `now`. */
export function bookingWindow(now: Date): { earliest: number; latest: number } {
  const earliest = now.getTime() + VISIT_RULES.minNoticeHours * 3600_000;
  const latest = now.getTime() + VISIT_RULES.maxDaysAhead * 86_400_000;
  return { earliest, latest };
}

/** Every start of a London day at which a visit of `hours` lies wholly within opening hours. */
export function dayStarts(day: DateTime, hours: number): DateTime[] {
  const open = openingHours(day);
  if (!open) return [];
  const starts: DateTime[] = [];
  const [from, to] = open;
  for (let m = from; m + hours * 60 <= to; m += VISIT_RULES.startStepMinutes) {
    starts.push(day.set({ hour: Math.floor(m / 60), minute: m % 60, second: 0, millisecond: 0 }));
  }
  return starts;
}

export function isValidHours(hours: unknown): hours is number {
  const { minHours, maxHours } = CATALOGUE.homeVisit;
  return (
    typeof hours === 'number' && Number.isInteger(hours) && hours >= minHours && hours <= maxHours
  );
}

/** ISO 8601 date and time with an offset or Z (a time without a zone is ambiguous: refused). */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export function parseInstant(value: unknown): Date | null {
  if (typeof value !== 'string' || !ISO_WITH_ZONE.test(value)) return null;
  const parsed = DateTime.fromISO(value, { setZone: true });
  return parsed.isValid ? parsed.toJSDate() : null;
}

/**
 * What is wrong with a visit starting at `start` for `hours`, at `now` (one sentence, for the
 * `start` field), or null. The availability of an expert is not checked here.
 */
export function startProblem(start: Date, hours: number, now: Date): string | null {
  const M = VISIT_FIELD_MESSAGES;
  const local = DateTime.fromJSDate(start, { zone: VISIT_TIME_ZONE });
  if (
    local.second !== 0 ||
    local.millisecond !== 0 ||
    local.minute % VISIT_RULES.startStepMinutes !== 0
  )
    return M.startStep;
  const { earliest, latest } = bookingWindow(now);
  if (start.getTime() < earliest) return M.startPast;
  if (start.getTime() > latest) return M.startTooFar;
  const open = openingHours(local.startOf('day'));
  const minute = local.hour * 60 + local.minute;
  if (!open || minute < open[0] || minute + hours * 60 > open[1]) return M.startClosed;
  return null;
}

/** The ISO 8601 text of an instant in London time, with its offset (e.g. 2026-03-02T09:00:00+00:00). */
export function londonIso(at: Date | number): string {
  const dt = typeof at === 'number' ? DateTime.fromMillis(at) : DateTime.fromJSDate(at);
  return dt.setZone(VISIT_TIME_ZONE).toISO({ suppressMilliseconds: true })!;
}
