import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { VisitSlot } from '@valuation/contracts';
import { DayGrid } from './DayGrid';
import { formatVisitClock, formatVisitDay } from './visitTime';

// Shown only when the free times could not be loaded: its alert's code loads then (issue 35).
const LoadError = lazy(async () => ({ default: (await import('../LoadError')).LoadError }));

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

/**
 * A calendar of the bookable days (a date grid: one Tab stop, arrow keys; days without a free time
 * announced as unavailable) and the free start times of the chosen day, all in UK time. Days and
 * times are buttons with pressed states and full accessible names ("Wednesday 18 March 2026",
 * "09:00 to 11:00"). On a phone, choosing a day brings its times into view (they are below the
 * whole calendar).
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
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const timesRef = useRef<HTMLDivElement>(null);
  // Set when the visitor chooses a day here (not when a draft restores one).
  const chosen = useRef(false);
  // A stable handler: the calendar (memoised) does not re-render as the rest of a form is typed.
  const latestSelect = useRef(onSelectDay);
  latestSelect.current = onSelectDay;
  const selectDay = useCallback((day: string) => {
    chosen.current = true;
    latestSelect.current(day);
  }, []);
  useEffect(() => {
    if (!chosen.current || !selectedDay || !phone) return;
    chosen.current = false;
    timesRef.current?.scrollIntoView?.({
      block: 'start',
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  }, [selectedDay, phone, reducedMotion]);
  return (
    <Stack spacing={3}>
      {loadError ? (
        <Suspense fallback={null}>
          <LoadError message={loadError} onRetry={onRetry} />
        </Suspense>
      ) : null}
      <DayGrid
        days={days}
        availableDays={availableDays}
        selectedDay={selectedDay}
        onSelectDay={selectDay}
        loading={loading}
        label={label}
      />
      {selectedDay ? (
        <Box ref={timesRef} data-testid="visit-times" sx={{ scrollMarginTop: 88 }}>
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
