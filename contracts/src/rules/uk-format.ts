/**
 * Dates and amounts as people write them in the UK (docs/product.md, "The customer's view of
 * progress"): "Thursday 26 November", "£95.00", "£12,450.50". The one formatter of these for the
 * app's screens and the server's mails (HTML and plain text alike), on the London calendar.
 */

const LONDON = 'Europe/London';

let dayParts: Intl.DateTimeFormat | undefined;

function parts(at: Date | string): Record<string, string> {
  // Made on first use: a module that only writes pounds never loads the locale's date data.
  dayParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
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

/**
 * "£95.00", "£12,450.50", "-£5.00": pence always, thousands grouped, as the mails and receipts write
 * amounts. With `wholePounds`, a whole amount drops its pence ("£75", "£11,200"), as the screens
 * write prices and estimates; other amounts keep two decimals ("£12.50"). The one pound formatter
 * of the product. Built without Intl.NumberFormat, and equal to what it writes
 * (uk-format.test.ts): a page's first NumberFormat loads the browser's locale data, ~45 ms of a
 * phone's main thread while a prerendered page hydrates.
 */
export function formatGbp(amount: number, { wholePounds = false } = {}): string {
  const pence = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(pence / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction =
    wholePounds && Number.isInteger(amount) ? '' : `.${String(pence % 100).padStart(2, '0')}`;
  return `${amount < 0 ? '-' : ''}£${whole}${fraction}`;
}
