import { CHAT_HOURS } from '@valuation/contracts';

const HOUR_MS = 3600_000;

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CHAT_HOURS.timeZone,
  weekday: 'short',
  hour: 'numeric',
  hourCycle: 'h23',
});
const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The weekday (0 Sunday) and hour of `at` in UK time. */
function ukDayHour(at: Date): { day: number; hour: number } {
  const parts = partsFormat.formatToParts(at);
  const day = WEEKDAYS[parts.find((p) => p.type === 'weekday')!.value];
  const hour = Number(parts.find((p) => p.type === 'hour')!.value);
  return { day, hour };
}

/** Monday to Friday, 9:00–17:00 UK time (docs/product.md §2.17). */
export function isBusinessHours(at: Date): boolean {
  const { day, hour } = ukDayHour(at);
  return (
    (CHAT_HOURS.days as readonly number[]).includes(day) &&
    hour >= CHAT_HOURS.startHour &&
    hour < CHAT_HOURS.endHour
  );
}

/**
 * When the experts are next at work, from `at` (itself when within hours). The UK offset is a whole
 * number of hours, so the opening is the first whole UTC hour that falls within hours.
 */
export function nextOpening(at: Date): Date {
  if (isBusinessHours(at)) return at;
  let t = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS;
  for (let i = 0; i < 24 * 8; i++, t += HOUR_MS) {
    if (isBusinessHours(new Date(t))) return new Date(t);
  }
  return new Date(t);
}

/** True when `earlier` and `later` fall within the same off-hours period (no opening between). */
export function sameOffHoursPeriod(earlier: Date, later: Date): boolean {
  return !isBusinessHours(earlier) && nextOpening(earlier).getTime() > later.getTime();
}

const openingFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CHAT_HOURS.timeZone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The automatic reply to the first customer message of an off-hours period. */
export function offHoursReply(at: Date): string {
  const opening = openingFormat.format(nextOpening(at));
  return (
    `Thank you for your message. Our experts are available ${CHAT_HOURS.summary}, ` +
    `and will be back on ${opening}. We will reply within one business day.`
  );
}
