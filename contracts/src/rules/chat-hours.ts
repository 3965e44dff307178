import { CHAT_HOURS } from '../api/chat';
import { londonDayHour } from './uk-format';

/**
 * When the chat's experts are at work (CHAT_HOURS: Monday to Friday, 9am to 5pm UK time), read by
 * the server (the automatic reply) and the chat screen (its "Online" indicator) alike.
 */
const HOUR_MS = 3600_000;

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The weekday (0 Sunday), day of the month and hour of `at` in UK time (CHAT_HOURS.timeZone). */
const ukParts = (at: Date) => londonDayHour(at);

/** Monday to Friday, 9:00–17:00 UK time. */
export function isChatHours(at: Date): boolean {
  const { weekday, hour } = ukParts(at);
  return (
    (CHAT_HOURS.days as readonly number[]).includes(weekday) &&
    hour >= CHAT_HOURS.startHour &&
    hour < CHAT_HOURS.endHour
  );
}

/**
 * When the experts are next at work, from `at` (itself when within hours). The UK offset is a whole
 * number of hours, so the opening is the first whole UTC hour that falls within hours.
 */
export function nextChatOpening(at: Date): Date {
  if (isChatHours(at)) return at;
  let t = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS;
  for (let i = 0; i < 24 * 8; i++, t += HOUR_MS) {
    if (isChatHours(new Date(t))) return new Date(t);
  }
  return new Date(t);
}

/** "9am", "1pm". */
const clock = (hour: number) => `${hour % 12 || 12}${hour < 12 ? 'am' : 'pm'}`;

/**
 * Outside the hours, when the experts are back, as the chat's header says it: "Experts are back
 * today at 9am UK time", "… tomorrow at 9am …", "… Monday at 9am …".
 */
export function chatBackText(at: Date): string {
  const opening = ukParts(nextChatOpening(at));
  const now = ukParts(at);
  const nextDay = ukParts(new Date(at.getTime() + 24 * HOUR_MS)).date;
  const day =
    opening.date === now.date
      ? 'today'
      : opening.date === nextDay
        ? 'tomorrow'
        : DAY_NAMES[opening.weekday];
  return `Experts are back ${day} at ${clock(opening.hour)} UK time`;
}
