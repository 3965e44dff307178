import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VisitSlot } from '@valuation/contracts';
import { LoadError } from '../LoadError';
import { formatVisitClock, formatVisitDay } from './visitTime';

export interface VisitSlotPickerProps {
  /** The days shown (London dates, YYYY-MM-DD), e.g. the next 60. */
  days: string[];
  /** Days with at least one free start; the others are disabled. */
  availableDays: ReadonlySet<string>;
  selectedDay?: string;
  onSelectDay: (day: string) => void;
  /** The free starts of the selected day. */
  slots: VisitSlot[];
  selectedStart?: string;
  onSelectStart: (start: string) => void;
  loading?: boolean;
  loadError?: string;
  onRetry?: () => void;
  /** Names the group (e.g. "Choose a day"). */
  label?: string;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const monthName = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
const isoWeekday = (day: string) => ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/**
 * A calendar of the bookable days (days without a free time are disabled) and the free start
 * times of the chosen day, all in UK time. Days and times are buttons with pressed states and
 * full accessible names ("Wednesday 18 March 2026", "09:00 to 11:00").
 */
export function VisitSlotPicker({
  days,
  availableDays,
  selectedDay,
  onSelectDay,
  slots,
  selectedStart,
  onSelectStart,
  loading = false,
  loadError,
  onRetry,
  label = 'Choose a day',
}: VisitSlotPickerProps) {
  const months: { name: string; days: string[] }[] = [];
  for (const day of days) {
    const name = monthName(day);
    const last = months.at(-1);
    if (last?.name === name) last.days.push(day);
    else months.push({ name, days: [day] });
  }
  return (
    <Stack spacing={3}>
      {loadError ? <LoadError message={loadError} onRetry={onRetry} /> : null}
      <Box role="group" aria-label={label}>
        {months.map((month) => (
          <Box key={month.name} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {month.name}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
                gap: 0.5,
              }}
            >
              {WEEKDAYS.map((w) => (
                <Typography
                  key={w}
                  aria-hidden
                  variant="caption"
                  sx={{ textAlign: 'center', color: 'text.secondary' }}
                >
                  {w}
                </Typography>
              ))}
              {Array.from({ length: isoWeekday(month.days[0]) - 1 }, (_, i) => (
                <span key={`gap-${i}`} />
              ))}
              {month.days.map((day) => {
                const available = availableDays.has(day);
                const selected = day === selectedDay;
                return (
                  <Button
                    key={day}
                    size="small"
                    variant={selected ? 'contained' : 'text'}
                    disabled={loading || !available}
                    aria-pressed={selected}
                    aria-label={formatVisitDay(`${day}T12:00:00Z`)}
                    onClick={() => onSelectDay(day)}
                    sx={{ minWidth: 0, px: 0 }}
                  >
                    {Number(day.slice(8))}
                  </Button>
                );
              })}
            </Box>
          </Box>
        ))}
      </Box>
      {selectedDay ? (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            Free times on {formatVisitDay(`${selectedDay}T12:00:00Z`)} (UK time)
          </Typography>
          {loading ? (
            <Skeleton variant="rounded" height={40} />
          ) : slots.length === 0 ? (
            <Typography color="text.secondary">No free times left on this day.</Typography>
          ) : (
            <Box
              role="group"
              aria-label="Choose a start time"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {slots.map((slot) => (
                <Button
                  key={slot.start}
                  variant={slot.start === selectedStart ? 'contained' : 'outlined'}
                  aria-pressed={slot.start === selectedStart}
                  aria-label={`${formatVisitClock(slot.start)} to ${formatVisitClock(slot.end)}`}
                  onClick={() => onSelectStart(slot.start)}
                >
                  {formatVisitClock(slot.start)}
                </Button>
              ))}
            </Box>
          )}
        </Box>
      ) : null}
    </Stack>
  );
}
