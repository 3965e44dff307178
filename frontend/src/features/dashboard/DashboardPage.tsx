import { DashboardScreen } from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { selectCurrentUser } from '../../lib/session';
import { useAppSelector } from '../../lib/hooks';
import { useListValuationsQuery } from '../../lib/valuationListApi';
import { useListVisitsQuery } from '../../lib/visitListApi';

export const VALUATIONS_LOAD_FAILED = 'Your valuations could not be loaded.';

export function DashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  // Refetched when the window regains focus: a status changed elsewhere shows without a reload.
  const { data, isLoading, error, refetch } = useListValuationsQuery(undefined, {
    refetchOnFocus: true,
  });
  const { data: visits } = useListVisitsQuery(undefined, { refetchOnFocus: true });
  return (
    <DashboardScreen
      user={user}
      valuations={data}
      valuationsLoading={isLoading}
      valuationsError={error ? getErrorMessage(error, VALUATIONS_LOAD_FAILED) : undefined}
      onRetryValuations={() => void refetch()}
      visits={visits}
    />
  );
}
