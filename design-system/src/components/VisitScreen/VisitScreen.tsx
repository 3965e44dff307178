import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import {
  expressRequestNeeded,
  ROUTES,
  shortNoticeNeeded,
  VISIT_STATUS_LABELS,
  VISIT_TEXTS,
  type RescheduleVisitRequest,
  type Visit,
  formatUkDateTime,
} from '@valuation/contracts';
import { LazyFormDialog } from '../FormDialog';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { SectionCard } from '../SectionCard';
import { SubmitButton } from '../SubmitButton';
import { ExpressRequestField } from '../VisitBookingScreen/ExpressRequestField';
import { ShortNoticeField } from '../VisitBookingScreen/ShortNoticeField';
import { VisitSlotPicker, type VisitSlotPickerProps } from '../VisitSlotPicker';
import { formatVisitTime } from '../VisitSlotPicker/visitTime';
import { formatPrice } from '../../catalogue/catalogue';
import { VisitStatusChip } from './VisitStatusChip';

export interface VisitScreenProps {
  visit?: Visit;
  loadError?: string;
  onRetry?: () => void;
  /** Now, for the 48-hour rule as the customer reads it. */
  now: Date;
  /** Pays the deposit (awaiting_deposit) or the balance (completed, due). */
  onPay?: () => void | Promise<void>;
  paying?: boolean;
  /**
   * "Add to calendar": downloads the .ics (the server's invitation, or once cancelled its
   * cancellation, METHOD:CANCEL, which removes it from the calendar).
   */
  onAddToCalendar?: () => void | Promise<void>;
  /** Cancels; reject with an Error whose message is shown in the dialog. */
  onCancel?: () => Promise<void>;
  /** The calendar of the Move dialog (its selected start is the new time). */
  movePicker?: Omit<VisitSlotPickerProps, 'label'>;
  /**
   * Moves to the request's `start`, checked as a booking made now: with the express request when
   * the new time is less than 14 days away, with `shortNoticeAccepted` when it is less than 48
   * hours away. Reject with an Error whose message is shown in the dialog.
   */
  onMove?: (request: RescheduleVisitRequest) => Promise<void>;
  /** The Move dialog was opened (the page loads its free times). */
  onMoveOpen?: () => void;
  /** The failure of the last action, shown at the top. */
  actionError?: string;
}

/** The calendar file's offers on the visit's page. */
export const VISIT_CALENDAR_TEXTS = {
  add: 'Add to calendar',
  update: 'Update my calendar',
  remove: 'Remove from my calendar',
  moved: (time: string) =>
    `Your visit has moved to ${time}. Update your calendar: the new invitation replaces the old one.`,
  cancelled:
    'Your visit is cancelled. Remove it from your calendar: the cancellation file takes it out.',
} as const;

const when = (v: Visit) => formatVisitTime({ start: v.start, end: v.end });
const at = (iso: string) => formatUkDateTime(iso);

/** What cancelling costs, said before the customer confirms. */
export function cancelCost(visit: Visit, now: Date): string {
  if (visit.status === 'awaiting_deposit')
    return 'Nothing has been paid yet: the time held for you is released.';
  const free = now.getTime() < new Date(visit.freeChangesUntil).getTime();
  return free
    ? `Cancelling is free: your deposit of ${formatPrice(visit.price.deposit)} is refunded in full.`
    : `Less than 48 hours remain: the deposit of ${formatPrice(visit.price.deposit)} is kept as the late-cancellation fee (50% of the booked cost).`;
}

/**
 * /visits/:id: the visit's status and timeline, its time in UK time with the day's name, the
 * address, the expert once assigned, "Add to calendar", Move and Cancel with their cost said
 * before confirming, and the balance with its payment once completed.
 */
export function VisitScreen({
  visit,
  loadError,
  onRetry,
  now,
  onPay,
  paying = false,
  onAddToCalendar,
  onCancel,
  movePicker,
  onMove,
  onMoveOpen,
  actionError,
}: VisitScreenProps) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const [moveOpen, setMoveOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string>();
  const [expressRequest, setExpressRequest] = useState(false);
  const [shortNoticeAccepted, setShortNoticeAccepted] = useState(false);
  // What the customer just did here: the page then offers the calendar file that follows it.
  const [done, setDone] = useState<'moved' | 'cancelled'>();

  if (loadError)
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <LoadError message={loadError} onRetry={onRetry} />
      </Container>
    );
  if (!visit)
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }} aria-busy>
        <Skeleton variant="text" width="60%" height={56} />
        <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />
      </Container>
    );

  const live = visit.status === 'awaiting_deposit' || visit.status === 'confirmed';
  const free = now.getTime() < new Date(visit.freeChangesUntil).getTime();
  const balanceDue = visit.status === 'completed' && visit.balance?.status === 'due';
  // A calendar invitation was sent once the deposit was paid: a cancellation then removes it.
  const invited = visit.timeline.some((entry) => entry.status === 'confirmed');
  const calendarButton = (label: string) => (
    <Button
      variant="outlined"
      startIcon={visit.status === 'cancelled' ? <EventBusyOutlined /> : <EventOutlined />}
      onClick={() => void onAddToCalendar?.()}
    >
      {label}
    </Button>
  );
  const moveTo = movePicker?.selectedStart;
  // A move is checked as a booking made now (contracts: "Short notice").
  const moveExpress = !!moveTo && !visit.expressRequest && expressRequestNeeded(moveTo, now);
  const moveShortNotice = !!moveTo && shortNoticeNeeded(moveTo, now);
  const run = async (action: () => Promise<void>, close: () => void) => {
    setBusy(true);
    setDialogError(undefined);
    try {
      await action();
      close();
    } catch (error) {
      setDialogError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeader title={`Home visit ${visit.reference}`} subtitle={when(visit)} sx={{ mb: 3 }} />
      <Stack spacing={3}>
        {actionError ? <Alert severity="error">{actionError}</Alert> : null}
        {done === 'moved' && visit.status !== 'cancelled' && onAddToCalendar ? (
          <Alert
            severity="success"
            role="status"
            action={
              <Button color="inherit" size="small" onClick={() => void onAddToCalendar()}>
                {VISIT_CALENDAR_TEXTS.update}
              </Button>
            }
          >
            {VISIT_CALENDAR_TEXTS.moved(when(visit))}
          </Alert>
        ) : null}
        {done === 'cancelled' && invited && onAddToCalendar ? (
          <Alert
            severity="info"
            role="status"
            action={
              <Button color="inherit" size="small" onClick={() => void onAddToCalendar()}>
                {VISIT_CALENDAR_TEXTS.remove}
              </Button>
            }
          >
            {VISIT_CALENDAR_TEXTS.cancelled}
          </Alert>
        ) : null}
        <SectionCard title="Your visit" actions={<VisitStatusChip status={visit.status} />}>
          <Stack spacing={1}>
            <Typography>
              <strong>When:</strong> {when(visit)}
            </Typography>
            <Typography>
              <strong>Where:</strong>{' '}
              {[
                visit.address.street,
                visit.address.city,
                visit.address.state,
                visit.address.postalCode,
              ]
                .filter(Boolean)
                .join(', ')}
            </Typography>
            <Typography>
              <strong>Length:</strong> {visit.hours} hour{visit.hours === 1 ? '' : 's'},{' '}
              {formatPrice(visit.price.total)} ({formatPrice(visit.price.deposit)} deposit)
            </Typography>
            {visit.expert ? (
              <Typography>
                <strong>Your expert:</strong> {visit.expert.name}
              </Typography>
            ) : null}
            {visit.status === 'awaiting_deposit' && visit.holdUntil ? (
              <Alert severity="warning">
                This time is held for you until {at(visit.holdUntil)}: pay the deposit of{' '}
                {formatPrice(visit.price.deposit)} to confirm it.
              </Alert>
            ) : null}
            {visit.refund ? (
              <Typography>
                <strong>Refunded:</strong> {formatPrice(visit.refund.amount)}
              </Typography>
            ) : null}
            {visit.status === 'completed' && visit.balance ? (
              <Typography>
                <strong>Balance:</strong> {formatPrice(visit.balance.amount)} (
                {visit.balance.status === 'paid' ? 'paid' : 'due'}) for {visit.hoursSpent} hours
              </Typography>
            ) : null}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
            {visit.status === 'awaiting_deposit' && onPay ? (
              <SubmitButton
                type="button"
                busy={paying}
                busyLabel="Opening payment..."
                onClick={() => void onPay()}
              >
                Pay the deposit ({formatPrice(visit.price.deposit)})
              </SubmitButton>
            ) : null}
            {balanceDue && onPay ? (
              <SubmitButton
                type="button"
                busy={paying}
                busyLabel="Opening payment..."
                onClick={() => void onPay()}
              >
                Pay the balance ({formatPrice(visit.balance!.amount)})
              </SubmitButton>
            ) : null}
            {visit.status !== 'cancelled' && onAddToCalendar
              ? calendarButton(VISIT_CALENDAR_TEXTS.add)
              : null}
            {visit.status === 'cancelled' && invited && onAddToCalendar && done !== 'cancelled'
              ? calendarButton(VISIT_CALENDAR_TEXTS.remove)
              : null}
            {live && onMove && free ? (
              <Button
                variant="outlined"
                onClick={() => {
                  setDialogError(undefined);
                  setMoveOpen(true);
                  onMoveOpen?.();
                }}
              >
                Move
              </Button>
            ) : null}
            {live && onCancel ? (
              <Button
                variant="outlined"
                color="error"
                onClick={() => {
                  setDialogError(undefined);
                  setCancelOpen(true);
                }}
              >
                Cancel visit
              </Button>
            ) : null}
          </Stack>
          {live && !free ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              Less than 48 hours remain: the visit can no longer be moved online. Please{' '}
              <Link href={ROUTES.contact}>contact us</Link> and we will do our best to help.
            </Typography>
          ) : live ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              Moving and cancelling are free until {at(visit.freeChangesUntil)}.
            </Typography>
          ) : null}
        </SectionCard>
        <SectionCard title="Timeline">
          <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2 }}>
            {visit.timeline.map((entry, i) => (
              <li key={`${entry.at}-${i}`}>
                <Typography>
                  {entry.status === 'moved'
                    ? 'Moved'
                    : entry.status === 'reassigned'
                      ? 'Expert changed'
                      : VISIT_STATUS_LABELS[entry.status]}{' '}
                  <Typography component="span" color="text.secondary">
                    ({at(entry.at)})
                  </Typography>
                  {entry.note ? `: ${entry.note}` : ''}
                </Typography>
              </li>
            ))}
          </Stack>
        </SectionCard>
      </Stack>
      <LazyFormDialog
        open={cancelOpen}
        title="Cancel this visit?"
        description={cancelCost(visit, now)}
        onClose={() => setCancelOpen(false)}
        onSubmit={() =>
          onCancel &&
          void run(onCancel, () => {
            setCancelOpen(false);
            setDone('cancelled');
          })
        }
        submitLabel="Cancel visit"
        busyLabel="Cancelling..."
        cancelLabel="Keep visit"
        submitColor="error"
        busy={busy}
        errorMessage={dialogError}
      />
      <LazyFormDialog
        open={moveOpen}
        title="Move this visit"
        description="Moving is free until 48 hours before the visit. Choose a new day and time (UK time)."
        onClose={() => setMoveOpen(false)}
        onSubmit={() => {
          if (!moveTo || !onMove) {
            setDialogError('Please choose a day and a start time');
            return;
          }
          if (moveExpress && !expressRequest) {
            setDialogError(VISIT_TEXTS.expressRequired);
            return;
          }
          if (moveShortNotice && !shortNoticeAccepted) {
            setDialogError(VISIT_TEXTS.shortNotice);
            return;
          }
          void run(
            () =>
              onMove({
                start: moveTo,
                ...(moveExpress ? { expressRequest: true } : {}),
                ...(moveShortNotice ? { shortNoticeAccepted: true } : {}),
              }),
            () => {
              setMoveOpen(false);
              setDone('moved');
            },
          );
        }}
        submitLabel="Move visit"
        busyLabel="Moving..."
        busy={busy}
        errorMessage={dialogError}
        maxWidth="sm"
      >
        {movePicker ? <VisitSlotPicker {...movePicker} label="Choose a new day" /> : null}
        {moveExpress ? (
          <ExpressRequestField checked={expressRequest} onChange={setExpressRequest} />
        ) : null}
        {moveShortNotice ? (
          <ShortNoticeField checked={shortNoticeAccepted} onChange={setShortNoticeAccepted} />
        ) : null}
      </LazyFormDialog>
    </Container>
  );
}
