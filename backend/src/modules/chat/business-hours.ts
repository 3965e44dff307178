import {
  CHAT_HOURS,
  formatUkLongDayTime,
  isChatHours,
  nextChatOpening,
} from '@valuation/contracts';

/** Monday to Friday, 9:00–17:00 UK time (docs/product.md §2.17; the rule is the contracts'). */
export const isBusinessHours = isChatHours;

/** When the experts are next at work, from `at` (itself when within hours). */
export const nextOpening = nextChatOpening;

/** True when `earlier` and `later` fall within the same off-hours period (no opening between). */
export function sameOffHoursPeriod(earlier: Date, later: Date): boolean {
  return !isBusinessHours(earlier) && nextOpening(earlier).getTime() > later.getTime();
}

/** The automatic reply to the first customer message of an off-hours period. */
export function offHoursReply(at: Date): string {
  const opening = formatUkLongDayTime(nextOpening(at));
  return (
    `Thank you for your message. Our experts are available ${CHAT_HOURS.summary}, ` +
    `and will be back on ${opening}. We will reply within one business day.`
  );
}
