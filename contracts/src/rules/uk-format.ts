/**
 * Dates and amounts as people write them in the UK (docs/product.md, "The customer's view of
 * progress"): "Thursday 26 November", "£95.00", "£12,450.50". The one formatter of these for the
 * app's screens and the server's mails (HTML and plain text alike), on the London calendar.
 */

const LONDON = 'Europe/London';

const dayParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function parts(at: Date | string): Record<string, string> {
  return Object.fromEntries(
    dayParts.formatToParts(new Date(at)).map((p) => [p.type, p.value]),
  ) as Record<string, string>;
}

/**
 * "Thursday 26 November" (London); the year is added when it is not the year of `now`
 * ("Monday 4 January 2027"). Built from parts, so every ICU version reads the same.
 */
export function formatUkDay(at: Date | string, now: Date = new Date()): string {
  const p = parts(at);
  const day = `${p.weekday} ${p.day} ${p.month}`;
  return p.year === parts(now).year ? day : `${day} ${p.year}`;
}

const pounds = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "£95.00", "£12,450.50", "-£5.00": always pence, thousands grouped. */
export function formatGbp(amount: number): string {
  const text = pounds.format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}£${text}`;
}
