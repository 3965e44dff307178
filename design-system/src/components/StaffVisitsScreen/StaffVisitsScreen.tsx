import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  formatUkShortDate,
  type StaffPerson,
  type StaffVisit,
  type StaffVisitView,
} from '@valuation/contracts';
import { formatPrice } from '../../catalogue/catalogue';
import { LazyFormDialog } from '../FormDialog';
import { LoadError } from '../LoadError';
import { VisitStatusChip } from '../VisitScreen/VisitStatusChip';
import { TimeOffForm } from './TimeOffForm';

export { londonLocalToIso } from './TimeOffForm';
import { formatVisitClock, formatVisitDay, londonDate } from '../VisitSlotPicker/visitTime';

export const STAFF_VISITS_TITLE = 'Home visits';

export type AgendaSpan = 'day' | 'week';

const addDays = (day: string, n: number) =>
  new Date(new Date(`${day}T12:00:00Z`).getTime() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The first day the agenda shows for `today` (a London YYYY-MM-DD date): the day itself, or for a
 * week its Monday; on a Saturday or a Sunday the coming week (issue 33: the agenda opened on the
 * week that was ending).
 */
export function agendaFirstDay(today: string, span: AgendaSpan): string {
  if (span === 'day') return today;
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return weekday >= 5 ? addDays(today, 7 - weekday) : addDays(today, -weekday);
}

/** "Week of 2 Mar 2026": short enough for one line on a phone. */
export function agendaLabel(first: string, span: AgendaSpan): string {
  const noon = `${first}T12:00:00Z`;
  return span === 'week' ? `Week of ${formatUkShortDate(noon)}` : formatVisitDay(noon);
}

export interface StaffVisitsScreenProps {
  /** The visits of the period; undefined while they load. */
  visits?: StaffVisit[];
  loadError?: string;
  onRetry?: () => void;
  span: AgendaSpan;
  onSpanChange: (span: AgendaSpan) => void;
  /** The first day shown (London, YYYY-MM-DD). */
  day: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  view: StaffVisitView;
  onViewChange: (view: StaffVisitView) => void;
  experts: StaffPerson[];
  /** The signed-in expert (time off is recorded for them unless an admin picks another). */
  meId: string;
  isAdmin: boolean;
  onAssign: (visit: StaffVisit, expertId: string) => Promise<void>;
  onComplete: (visit: StaffVisit, hours: number, notes: string) => Promise<void>;
  onCancel: (visit: StaffVisit, reason: string) => Promise<void>;
  onTimeOff: (expertId: string, from: string, to: string, reason: string) => Promise<void>;
}

const VIEW_LABELS: Record<StaffVisitView, string> = {
  me: 'Mine',
  none: 'Unassigned',
  any: 'Everyone',
};

type Action = 'assign' | 'complete' | 'cancel';

/**
 * /staff/visits: the agenda by day or by week, each visit with its customer, address, length and
 * status, filtered by expert (mine, unassigned, everyone). A visit opens its actions: reassign to
 * an expert who is free, complete with the hours spent (the balance follows), cancel with a
 * reason (full refund). An expert records time off below.
 */
export function StaffVisitsScreen(props: StaffVisitsScreenProps) {
  const { visits, loadError, onRetry, span, day, view, experts } = props;
  const [open, setOpen] = useState<{ visit: StaffVisit; action: Action } | null>(null);
  const [expertId, setExpertId] = useState('');
  const [hours, setHours] = useState('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const start = (visit: StaffVisit, action: Action) => {
    setOpen({ visit, action });
    setError(undefined);
    setExpertId('');
    setHours(String(visit.hours));
    setText('');
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
      setOpen(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    if (!open) return;
    const { visit, action } = open;
    if (action === 'assign') {
      if (!expertId) return setError('Please choose an expert');
      void run(() => props.onAssign(visit, expertId));
    } else if (action === 'complete') {
      const value = Number(hours);
      if (!(value >= 0.5 && value <= 12 && Number.isInteger(value * 2)))
        return setError('Hours must be a number from 0.5 to 12, in half hours');
      void run(() => props.onComplete(visit, value, text));
    } else {
      if (!text.trim()) return setError('Please give a reason');
      void run(() => props.onCancel(visit, text));
    }
  };

  const byDay = new Map<string, StaffVisit[]>();
  for (const v of visits ?? []) {
    const key = londonDate(v.start);
    byDay.set(key, [...(byDay.get(key) ?? []), v]);
  }

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' } }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={span}
          onChange={(_, next: AgendaSpan | null) => next && props.onSpanChange(next)}
          aria-label="Agenda period"
        >
          <ToggleButton value="day">Day</ToggleButton>
          <ToggleButton value="week">Week</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button size="small" onClick={props.onPrevious} aria-label={`Previous ${span}`}>
            Previous
          </Button>
          <Button size="small" onClick={props.onToday}>
            Today
          </Button>
          <Button size="small" onClick={props.onNext} aria-label={`Next ${span}`}>
            Next
          </Button>
        </Stack>
        <Typography
          component="p"
          variant="subtitle1"
          aria-live="polite"
          sx={{ whiteSpace: 'nowrap' }}
          data-testid="agenda-period"
        >
          {agendaLabel(day, span)}
        </Typography>
        <TextField
          select
          size="small"
          label="Expert"
          value={view}
          onChange={(e) => props.onViewChange(e.target.value as StaffVisitView)}
          sx={{ minWidth: 160, ml: { md: 'auto' } }}
        >
          {(Object.keys(VIEW_LABELS) as StaffVisitView[]).map((v) => (
            <MenuItem key={v} value={v}>
              {VIEW_LABELS[v]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {loadError ? <LoadError message={loadError} onRetry={onRetry} /> : null}
      {!visits && !loadError ? <Skeleton variant="rounded" height={160} /> : null}
      {visits && visits.length === 0 ? (
        <Typography color="text.secondary">No visits in this {span}.</Typography>
      ) : null}
      {[...byDay.entries()].map(([date, list]) => (
        <Box key={date} component="section" aria-label={formatVisitDay(`${date}T12:00:00Z`)}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {formatVisitDay(`${date}T12:00:00Z`)}
          </Typography>
          <Stack spacing={1.5}>
            {list.map((v) => {
              const live = v.status === 'awaiting_deposit' || v.status === 'confirmed';
              return (
                <Card
                  key={v.id}
                  variant="outlined"
                  component="article"
                  aria-label={`${formatVisitClock(v.start)} ${v.customer.name}`}
                >
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
                      <Typography variant="subtitle1" component="h3">
                        {formatVisitClock(v.start)}-{formatVisitClock(v.end)} · {v.customer.name}
                      </Typography>
                      <VisitStatusChip status={v.status} />
                    </Stack>
                    <Typography variant="body2">
                      {[v.address.street, v.address.city, v.address.postalCode].join(', ')} ·{' '}
                      {v.phone}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {v.hours} hour{v.hours === 1 ? '' : 's'} · {v.reference} · Expert:{' '}
                      {v.expert?.name ?? 'unassigned'}
                      {v.balance
                        ? ` · Balance ${formatPrice(v.balance.amount)} ${v.balance.status}`
                        : ''}
                    </Typography>
                    <Typography variant="body2" sx={{ mt: 1 }}>
                      {v.itemsDescription}
                    </Typography>
                  </CardContent>
                  {live ? (
                    <CardActions>
                      <Button
                        size="small"
                        onClick={() => start(v, 'assign')}
                        aria-label={`Reassign ${v.reference}`}
                      >
                        Reassign
                      </Button>
                      {v.status === 'confirmed' ? (
                        <Button
                          size="small"
                          onClick={() => start(v, 'complete')}
                          aria-label={`Complete ${v.reference}`}
                        >
                          Complete
                        </Button>
                      ) : null}
                      <Button
                        size="small"
                        color="error"
                        onClick={() => start(v, 'cancel')}
                        aria-label={`Cancel ${v.reference}`}
                      >
                        Cancel
                      </Button>
                    </CardActions>
                  ) : null}
                </Card>
              );
            })}
          </Stack>
        </Box>
      ))}
      <TimeOffForm
        meId={props.meId}
        isAdmin={props.isAdmin}
        experts={experts}
        onTimeOff={props.onTimeOff}
      />
      <LazyFormDialog
        open={open !== null}
        title={
          open?.action === 'assign'
            ? 'Reassign visit'
            : open?.action === 'complete'
              ? 'Complete visit'
              : 'Cancel visit'
        }
        description={
          open?.action === 'complete'
            ? `The balance is ${formatPrice(open.visit.price.hourlyRate)} per hour spent less the deposit; the customer gets its payment link.`
            : open?.action === 'cancel'
              ? 'The customer is told the reason and refunded the deposit in full.'
              : 'Only an expert who is free at this time can take it.'
        }
        onClose={() => setOpen(null)}
        onSubmit={submit}
        submitLabel={
          open?.action === 'assign'
            ? 'Reassign'
            : open?.action === 'complete'
              ? 'Complete'
              : 'Cancel visit'
        }
        cancelLabel="Close"
        submitColor={open?.action === 'cancel' ? 'error' : 'primary'}
        busy={busy}
        errorMessage={error}
      >
        {open?.action === 'assign' ? (
          <TextField
            select
            label="Expert"
            value={expertId}
            onChange={(e) => setExpertId(e.target.value)}
            fullWidth
          >
            {experts.map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.firstName} {e.lastName}
              </MenuItem>
            ))}
          </TextField>
        ) : open?.action === 'complete' ? (
          <Stack spacing={2}>
            <TextField
              label="Hours spent"
              type="number"
              value={hours}
              onChange={(e) => setHours(e.target.value)}
              slotProps={{ htmlInput: { min: 0.5, max: 12, step: 0.5 } }}
            />
            <TextField
              label="Notes (optional)"
              multiline
              minRows={2}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </Stack>
        ) : open ? (
          <TextField
            label="Reason"
            required
            multiline
            minRows={2}
            value={text}
            onChange={(e) => setText(e.target.value)}
            fullWidth
          />
        ) : null}
      </LazyFormDialog>
    </Stack>
  );
}
