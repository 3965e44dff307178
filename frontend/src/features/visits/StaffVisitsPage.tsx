import { useEffect, useState } from 'react';
import type { StaffVisitView } from '@valuation/contracts';
import {
  agendaFirstDay,
  londonDate,
  PageHeader,
  STAFF_VISITS_TITLE,
  StaffVisitsScreen,
  type AgendaSpan,
} from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { useAppSelector } from '../../lib/hooks';
import { selectCurrentUser } from '../../lib/session';
import { useToast } from '../../lib/useToast';
import {
  useAddTimeOffMutation,
  useAssignVisitMutation,
  useCompleteVisitMutation,
  useGetAgendaQuery,
  useGetExpertsForVisitsQuery,
  useStaffCancelVisitMutation,
} from './api';

export const AGENDA_LOAD_FAILED = 'The agenda could not be loaded.';
const ACTION_FAILED = 'That did not work. Please try again.';

const addDays = (day: string, n: number) =>
  new Date(new Date(`${day}T12:00:00Z`).getTime() + n * 86_400_000).toISOString().slice(0, 10);

/** /staff/visits: the experts' agenda of home visits (docs/product.md §2.22). */
export function StaffVisitsPage() {
  const me = useAppSelector(selectCurrentUser);
  const toast = useToast();
  const [span, setSpan] = useState<AgendaSpan>('week');
  const [anchor, setAnchor] = useState(() => londonDate(new Date()));
  const [view, setView] = useState<StaffVisitView>('any');
  useEffect(() => setAnchor(londonDate(new Date())), []);
  const first = agendaFirstDay(anchor, span);
  // The API takes UK dates, `to` included: a week is Monday to Sunday.
  const last = addDays(first, span === 'week' ? 6 : 0);
  const agenda = useGetAgendaQuery(
    { from: first, to: last, expert: view },
    { refetchOnFocus: true },
  );
  const { data: experts } = useGetExpertsForVisitsQuery();
  const [assign] = useAssignVisitMutation();
  const [complete] = useCompleteVisitMutation();
  const [cancel] = useStaffCancelVisitMutation();
  const [timeOff] = useAddTimeOffMutation();
  const step = span === 'week' ? 7 : 1;
  const rethrow = (e: unknown): never => {
    throw new Error(getErrorMessage(e, ACTION_FAILED));
  };

  return (
    <>
      <PageHeader title={STAFF_VISITS_TITLE} sx={{ mb: 3 }} />
      <StaffVisitsScreen
        visits={agenda.data?.items}
        loadError={agenda.error ? getErrorMessage(agenda.error, AGENDA_LOAD_FAILED) : undefined}
        onRetry={() => void agenda.refetch()}
        span={span}
        onSpanChange={setSpan}
        day={first}
        onPrevious={() => setAnchor(addDays(first, -step))}
        onNext={() => setAnchor(addDays(first, step))}
        onToday={() => setAnchor(londonDate(new Date()))}
        view={view}
        onViewChange={setView}
        experts={experts?.experts ?? []}
        meId={me?.id ?? ''}
        isAdmin={me?.role === 'admin'}
        onAssign={async (visit, expertId) => {
          await assign({ id: visit.id, expertId }).unwrap().catch(rethrow);
          toast.success('Visit reassigned.');
        }}
        onComplete={async (visit, hours, notes) => {
          await complete({ id: visit.id, hours, notes }).unwrap().catch(rethrow);
          toast.success('Visit completed: the customer can pay the balance.');
        }}
        onCancel={async (visit, reason) => {
          await cancel({ id: visit.id, reason }).unwrap().catch(rethrow);
          toast.success('Visit cancelled and the deposit refunded.');
        }}
        onTimeOff={async (expertId, fromAt, toAt, reason) => {
          await timeOff({ expertId, from: fromAt, to: toAt, ...(reason ? { reason } : {}) })
            .unwrap()
            .catch(rethrow);
        }}
      />
    </>
  );
}
