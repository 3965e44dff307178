import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ASSIGNEE_FILTERS,
  SERVICE_TYPES,
  VALUATION_STATUSES,
  type AssigneeFilter,
  type ServiceType,
  type ValuationStatus,
} from '@valuation/contracts';
import { ValuationQueueScreen, type ValuationQueueFilters } from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { useGetStaffValuationsQuery } from './api';

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/**
 * /staff: the valuation queue (docs/product.md §2.21), opening on the expert's open work; filters,
 * search and page live in the address (`?status=all` for every request).
 */
export function ValuationQueuePage() {
  const [params, setParams] = useSearchParams();
  const filters: ValuationQueueFilters = useMemo(
    () => ({
      // The queue opens on the expert's open work; `?status=all` or a status shows the rest.
      view: params.get('status') === null ? 'open' : 'all',
      status: pick<ValuationStatus>(VALUATION_STATUSES, params.get('status')),
      service: pick<ServiceType>(SERVICE_TYPES, params.get('service')),
      assignee: pick<AssigneeFilter>(ASSIGNEE_FILTERS, params.get('assignee')) ?? 'any',
      search: params.get('search') ?? '',
      page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    }),
    [params],
  );
  const list = useGetStaffValuationsQuery(
    {
      view: filters.view,
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.service ? { service: filters.service } : {}),
      assignee: filters.assignee,
      ...(filters.search ? { search: filters.search } : {}),
      page: filters.page,
    },
    { refetchOnMountOrArgChange: 30 },
  );

  const onFiltersChange = useCallback(
    (next: ValuationQueueFilters) => {
      const search = new URLSearchParams();
      if (next.status) search.set('status', next.status);
      else if (next.view === 'all') search.set('status', 'all');
      if (next.service) search.set('service', next.service);
      if (next.assignee !== 'any') search.set('assignee', next.assignee);
      if (next.search) search.set('search', next.search);
      if (next.page > 1) search.set('page', String(next.page));
      setParams(search, { replace: next.page === filters.page });
    },
    [setParams, filters.page],
  );

  return (
    <ValuationQueueScreen
      page={list.data}
      filters={filters}
      onFiltersChange={onFiltersChange}
      loading={list.isFetching}
      errorMessage={
        list.isError
          ? getErrorMessage(list.error, 'The queue could not be loaded. Please try again.')
          : undefined
      }
      onRetry={() => void list.refetch()}
    />
  );
}
