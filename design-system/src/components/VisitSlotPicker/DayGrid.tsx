import { memo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { formatUkMonth } from '@valuation/contracts';
import { formatVisitDay } from './visitTime';

export interface DayGridProps {
  /** The days offered (London dates, YYYY-MM-DD, consecutive). */
  days: string[];
  /** Days with at least one free start; the others are announced as unavailable. */
  availableDays: ReadonlySet<string>;
  selectedDay?: string;
  onSelectDay: (day: string) => void;
  /** Every day unavailable (the free times are loading). */
  loading?: boolean;
  /** Names the calendar (e.g. "Choose a day"). */
  label: string;
}

/**
 * A day: one style for all (states by attribute), so 60 days cost one class, not 60. A native
 * button, not MUI's ButtonBase: the grid has its own keyboard model and the theme's focus ring
 * applies to every button:focus-visible, while 60 ButtonBases (ripple, focus tracking) were most
 * of the booking page's work after hydration (Lighthouse's blocking time).
 */
const DayButton = styled('button')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    border: 0,
    margin: 0,
    padding: 0,
    background: 'transparent',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    width: '100%',
    minHeight: 40,
    borderRadius: theme.shape.borderRadius,
    ...theme.typography.button,
    color: palette.primary.main,
    '&:hover': { backgroundColor: palette.action.hover },
    '&[aria-disabled="true"]': {
      color: palette.text.disabled,
      cursor: 'default',
      '&:hover': { backgroundColor: 'transparent' },
    },
    '&[aria-pressed="true"]': {
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
      '&:hover': { backgroundColor: palette.primary.dark },
    },
    [theme.breakpoints.down('sm')]: { minHeight: 44 },
  };
});

/**
 * The height of the usual calendar (three months, 11 weeks: 60 days from most start days), kept
 * while the days are not known yet: a prerendered page has none (they are the visitor's), and the
 * form below would move down by the whole calendar when they came (Lighthouse's layout shift 0.23
 * on /visits/book).
 */
const AWAITED_CALENDAR_HEIGHT = { xs: 842, sm: 794 };

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;
const DAY_MS = 86_400_000;
const at = (day: string) => new Date(`${day}T12:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => iso(new Date(at(day).getTime() + n * DAY_MS));
/** 1 = Monday … 7 = Sunday. */
const isoWeekday = (day: string) => ((at(day).getUTCDay() + 6) % 7) + 1;
const monthName = (day: string) => formatUkMonth(at(day), 'utc');
/** The same day of the month `delta` months on (the month's last day when it has fewer). */
function addMonths(day: string, delta: number): string {
  const d = at(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + delta, 1, 12));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12));
  target.setUTCDate(Math.min(d.getUTCDate(), last.getUTCDate()));
  return iso(target);
}

/** The weeks of a month's offered days, Monday first, `null` where a week has no offered day. */
function weeksOf(days: string[]): (string | null)[][] {
  const cells: (string | null)[] = [
    ...Array.from({ length: isoWeekday(days[0]) - 1 }, () => null),
    ...days,
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/**
 * The calendar of the days offered, one grid per month (the WAI-ARIA date grid pattern): one Tab
 * stop, on the chosen day (else the first free one); the arrow keys move by a day or a week,
 * Home and End to the week's first and last day, Page Up and Page Down by a month. Days without a
 * free time stay reachable and are announced as unavailable (`aria-disabled`); Enter or Space
 * chooses a day.
 */
export const DayGrid = memo(function DayGrid({
  days,
  availableDays,
  selectedDay,
  onSelectDay,
  loading = false,
  label,
}: DayGridProps) {
  const root = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<string>();
  const first = days[0];
  const last = days.at(-1);
  const inRange = (day?: string): day is string =>
    !!day && !!first && !!last && day >= first && day <= last;
  const focusDay = inRange(active)
    ? active
    : inRange(selectedDay)
      ? selectedDay
      : (days.find((d) => availableDays.has(d)) ?? first);

  const months: { name: string; days: string[] }[] = [];
  for (const day of days) {
    const name = monthName(day);
    const month = months.at(-1);
    if (month?.name === name) month.days.push(day);
    else months.push({ name, days: [day] });
  }

  const moveTo = (day: string) => {
    const target = day < first ? first : last && day > last ? last : day;
    setActive(target);
    root.current?.querySelector<HTMLElement>(`[data-day="${target}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, day: string) => {
    const weekday = isoWeekday(day);
    const moves: Record<string, () => string> = {
      ArrowRight: () => addDays(day, 1),
      ArrowLeft: () => addDays(day, -1),
      ArrowDown: () => addDays(day, 7),
      ArrowUp: () => addDays(day, -7),
      Home: () => addDays(day, 1 - weekday),
      End: () => addDays(day, 7 - weekday),
      PageDown: () => addMonths(day, event.shiftKey ? 12 : 1),
      PageUp: () => addMonths(day, event.shiftKey ? -12 : -1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  return (
    <Box
      ref={root}
      role="group"
      aria-label={label}
      sx={days.length ? undefined : { minHeight: AWAITED_CALENDAR_HEIGHT }}
    >
      {months.map((month, index) => {
        const headingId = `${label.replace(/\W+/g, '-')}-month-${index}`;
        return (
          <Box key={month.name} sx={{ mb: 2 }}>
            <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {month.name}
            </Typography>
            <Box
              component="table"
              role="grid"
              aria-labelledby={headingId}
              sx={{
                width: '100%',
                borderCollapse: 'separate',
                borderSpacing: 4,
                tableLayout: 'fixed',
              }}
            >
              <thead>
                <tr>
                  {WEEKDAYS.map(([short, long]) => (
                    <Box
                      component="th"
                      key={short}
                      scope="col"
                      abbr={long}
                      sx={{ typography: 'caption', color: 'text.secondary', fontWeight: 400 }}
                    >
                      {short}
                    </Box>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeksOf(month.days).map((week) => (
                  <tr key={week.find(Boolean)}>
                    {week.map((day, i) => {
                      if (!day) return <td key={`gap-${i}`} />;
                      const available = !loading && availableDays.has(day);
                      const selected = day === selectedDay;
                      return (
                        <td key={day} aria-selected={selected}>
                          <DayButton
                            type="button"
                            data-day={day}
                            tabIndex={day === focusDay ? 0 : -1}
                            aria-disabled={available ? undefined : true}
                            aria-pressed={selected}
                            aria-label={formatVisitDay(`${day}T12:00:00Z`)}
                            onClick={() => {
                              setActive(day);
                              if (available) onSelectDay(day);
                            }}
                            onKeyDown={(event) => onKeyDown(event, day)}
                          >
                            {Number(day.slice(8))}
                          </DayButton>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
});
