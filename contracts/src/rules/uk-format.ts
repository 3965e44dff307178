/**
 * Dates and amounts as people write them in the UK (docs/product.md, "The customer's view of
 * progress"): "Thursday 26 November", "26 Nov 2026, 17:00", "£95.00", "£12,450.50". The one
 * formatter of these for the app's screens, the design system and the server's mails and
 * certificates (HTML and plain text alike), on the London calendar unless a zone is named: no
 * other module makes an Intl.DateTimeFormat. Each shape is made on its first use and kept.
 */

const LONDON = 'Europe/London';

/**
 * Where a date is read: on the London calendar (the service's, the default), as a UTC calendar
 * date (a day stored as `YYYY-MM-DD`), or in the viewer's own time zone (`local`).
 */
export type UkZone = 'london' | 'utc' | 'local';
const TIME_ZONES: Record<UkZone, string | undefined> = {
  london: LONDON,
  utc: 'UTC',
  local: undefined,
};

/** Every date shape the product writes, by name (en-GB, except `isoDay`). */
const STYLES = {
  /** The parts of "Thursday 26 November 2026". */
  dayParts: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** "26 November 2026" */
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  /** "26 Nov 2026" */
  shortDate: { dateStyle: 'medium' },
  /** "26 Nov 2026, 17:00" */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "26 Nov, 17:00" */
  dayTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  /** "Thu 26 Nov, 17:00" */
  weekdayTime: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  },
  /** "Thursday 26 November at 17:00" */
  longDayTime: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  /** "17:00" */
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** "November 2026" */
  month: { month: 'long', year: 'numeric' },
  /** The parts "Thu", "26" and "17" (a weekday, the day of the month, a 24-hour hour). */
  dayHour: { weekday: 'short', day: 'numeric', hour: 'numeric', hourCycle: 'h23' },
  /** "2026-11-26" (en-CA writes ISO dates). */
  isoDay: { year: 'numeric', month: '2-digit', day: '2-digit' },
  /** The zone's offset, "GMT+1" (nothing more is read of it). */
  offset: { timeZoneName: 'shortOffset' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type UkStyle = keyof typeof STYLES;

const made = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter of a style in a zone, made on first use and kept: a module that only writes
 * pounds never loads the locale's date data, and no screen builds one per render.
 */
function formatter(style: UkStyle, zone: UkZone = 'london'): Intl.DateTimeFormat {
  const key = `${style}:${zone}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(style === 'isoDay' ? 'en-CA' : 'en-GB', {
      ...STYLES[style],
      timeZone: TIME_ZONES[zone],
    });
    made.set(key, format);
  }
  return format;
}

const write = (style: UkStyle, at: Date | string, zone?: UkZone) =>
  formatter(style, zone).format(new Date(at));

function parts(style: UkStyle, at: Date | string, zone?: UkZone): Record<string, string> {
  return Object.fromEntries(
    formatter(style, zone)
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
}

/**
 * "Thursday 26 November" (London); the year is added when it is not the year of `now`
 * ("Monday 4 January 2027"). Built from parts, so every ICU version reads the same.
 */
export function formatUkDay(at: Date | string, now: Date = new Date()): string {
  const p = parts('dayParts', at);
  const day = `${p.weekday} ${p.day} ${p.month}`;
  return p.year === parts('dayParts', now).year ? day : `${day} ${p.year}`;
}

/** "Wednesday 18 March 2026", always with the year (built from parts, as formatUkDay). */
export function formatUkFullDay(at: Date | string, zone?: UkZone): string {
  const p = parts('dayParts', at, zone);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** "26 November 2026" */
export const formatUkDate = (at: Date | string, zone?: UkZone) => write('date', at, zone);
/** "26 Nov 2026" */
export const formatUkShortDate = (at: Date | string, zone?: UkZone) => write('shortDate', at, zone);
/** "26 Nov 2026, 17:00" */
export const formatUkDateTime = (at: Date | string, zone?: UkZone) => write('dateTime', at, zone);
/** "26 Nov, 17:00" */
export const formatUkDayTime = (at: Date | string, zone?: UkZone) => write('dayTime', at, zone);
/** "Thu 26 Nov, 17:00" */
export const formatUkWeekdayTime = (at: Date | string, zone?: UkZone) =>
  write('weekdayTime', at, zone);
/** "Thursday 26 November at 17:00" */
export const formatUkLongDayTime = (at: Date | string, zone?: UkZone) =>
  write('longDayTime', at, zone);
/** "17:00" (24-hour) */
export const formatUkClock = (at: Date | string, zone?: UkZone) => write('clock', at, zone);
/** "November 2026" */
export const formatUkMonth = (at: Date | string, zone?: UkZone) => write('month', at, zone);

/** The London calendar date of an instant, YYYY-MM-DD. */
export const londonDate = (at: Date | string) => write('isoDay', at);

/** The weekday (0 Sunday), the day of the month and the hour (0-23) of an instant in London. */
export function londonDayHour(at: Date | string): { weekday: number; date: number; hour: number } {
  const p = parts('dayHour', at);
  return { weekday: WEEKDAYS.indexOf(p.weekday), date: Number(p.day), hour: Number(p.hour) };
}
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** London's offset from UTC at an instant, in milliseconds (0 in winter, an hour in summer). */
export function londonOffsetMs(at: Date | string): number {
  const m = /GMT([+-]\d+)?/.exec(parts('offset', at).timeZoneName ?? '');
  return m?.[1] ? Number(m[1]) * 3600_000 : 0;
}

/** A name the runtime accepts as an IANA time zone (checked by making a formatter with it). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
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
