import { useEffect, useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  SERVICE_TYPES,
  VALUATION_STATUS_LABELS,
  VALUATION_STATUSES,
  type AssigneeFilter,
  type ServiceType,
  type StaffQueueView,
  type StaffValuationsPage,
  type ValuationStatus,
} from '@valuation/contracts';
import { LoadError } from '../LoadError';
import { PageRange } from '../PageRange';
import { PageHeader } from '../PageHeader';
import { SelectField, type SelectOption } from '../SelectField';
import { TextField } from '../TextField';
import { QueueCards } from './QueueCards';
import { QueueTable } from './QueueTable';
import { ASSIGNEE_FILTER_LABELS, QUEUE_TEXTS, serviceName } from './queueFormat';

export {
  ASSIGNEE_FILTER_LABELS,
  QUEUE_TEXTS,
  personName,
  serviceName,
  staffValuationHref,
} from './queueFormat';

export interface ValuationQueueFilters {
  /** `open` (the default): an expert's open work; `all`: every request (a status narrows it). */
  view: StaffQueueView;
  status?: ValuationStatus;
  service?: ServiceType;
  assignee: AssigneeFilter;
  search: string;
  page: number;
}

export interface ValuationQueueScreenProps {
  /** The current page of the queue, once loaded. */
  page?: StaffValuationsPage;
  filters: ValuationQueueFilters;
  /** Any filter, the search or the page changed (the search on submit). */
  onFiltersChange: (filters: ValuationQueueFilters) => void;
  loading?: boolean;
  errorMessage?: string;
  onRetry?: () => void;
}

const ALL_SERVICES = '';

/** The selects' options: their code (MenuItem, Select's menu) loads when one first opens. */
const STATUS_OPTIONS: SelectOption[] = [
  { value: 'open', label: QUEUE_TEXTS.openView },
  { value: 'all', label: QUEUE_TEXTS.allView },
  ...VALUATION_STATUSES.map((status) => ({
    value: status,
    label: VALUATION_STATUS_LABELS[status],
  })),
];
const SERVICE_OPTIONS: SelectOption[] = [
  { value: ALL_SERVICES, label: 'All services' },
  ...SERVICE_TYPES.map((type) => ({ value: type, label: serviceName(type) })),
];
const ASSIGNEE_OPTIONS: SelectOption[] = (
  Object.keys(ASSIGNEE_FILTER_LABELS) as AssigneeFilter[]
).map((key) => ({ value: key, label: ASSIGNEE_FILTER_LABELS[key] }));

/** The Status select's value: a view ("Open requests", "All statuses") or one status. */
const statusChoice = (f: ValuationQueueFilters): string => f.status ?? f.view;

/**
 * The experts' valuation queue (docs/product.md §2.21). It opens on the expert's open work
 * (overdue first, then theirs, then unassigned; completed and cancelled under Status); one row per
 * request with its reference, item, customer, status, assignee and due date (overdue marked), as
 * a table that fits 1280 px, or as cards on a phone; filters, search, paging.
 */
export function ValuationQueueScreen({
  page,
  filters,
  onFiltersChange,
  loading = false,
  errorMessage,
  onRetry,
}: ValuationQueueScreenProps) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);

  const change = (next: Partial<ValuationQueueFilters>) =>
    onFiltersChange({ ...filters, page: 1, ...next });

  const chooseStatus = (value: string) => {
    if (value === 'open' || value === 'all') change({ view: value, status: undefined });
    else change({ view: 'all', status: value as ValuationStatus });
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    change({ search: search.trim() });
  };

  const rows = page?.items ?? [];
  const list = {
    rows,
    placeholder: loading && !page,
    empty: !loading && !!page && rows.length === 0,
    loading,
    titleId,
  };
  const openView = filters.view === 'open' && !filters.status;
  return (
    <Box sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={QUEUE_TEXTS.title}
        subtitle={openView ? QUEUE_TEXTS.openSubtitle : QUEUE_TEXTS.subtitle}
        titleId={titleId}
        sx={{ mb: 3 }}
      />
      <Box
        component="form"
        role="search"
        aria-label="Filter the queue"
        onSubmit={submitSearch}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr auto' },
          alignItems: 'start',
          mb: 3,
        }}
      >
        <TextField
          label="Search"
          placeholder="Reference, customer name or email, brand"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          size="small"
          type="search"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <SelectField
          label="Status"
          size="small"
          value={statusChoice(filters)}
          onChange={(e) => chooseStatus(e.target.value)}
          options={STATUS_OPTIONS}
        />
        <SelectField
          label="Service"
          size="small"
          value={filters.service ?? ALL_SERVICES}
          onChange={(e) => change({ service: (e.target.value || undefined) as ServiceType })}
          options={SERVICE_OPTIONS}
        />
        <SelectField
          label="Assignee"
          size="small"
          value={filters.assignee}
          onChange={(e) => change({ assignee: e.target.value as AssigneeFilter })}
          options={ASSIGNEE_OPTIONS}
        />
        <Button type="submit" variant="contained" sx={{ minHeight: 40 }}>
          Search
        </Button>
      </Box>

      {errorMessage && <LoadError message={errorMessage} onRetry={onRetry} sx={{ mb: 2 }} />}

      {phone ? <QueueCards {...list} /> : <QueueTable {...list} />}
      {page && page.total > 0 && (
        <PageRange
          total={page.total}
          page={page.page}
          pageSize={page.pageSize}
          onPageChange={(next) => onFiltersChange({ ...filters, page: next })}
        />
      )}
    </Box>
  );
}
