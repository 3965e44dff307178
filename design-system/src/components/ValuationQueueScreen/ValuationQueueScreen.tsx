import { useEffect, useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CATALOGUE,
  ROUTES,
  SERVICE_TYPES,
  VALUATION_STATUS_LABELS,
  VALUATION_STATUSES,
  type AssigneeFilter,
  type ServiceType,
  type StaffPerson,
  type StaffValuationRow,
  type StaffValuationsPage,
  type ValuationStatus,
} from '@valuation/contracts';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { ValuationStatusChip } from '../ValuationStatusChip';

export interface ValuationQueueFilters {
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

export const ASSIGNEE_FILTER_LABELS: Record<AssigneeFilter, string> = {
  any: 'Anyone',
  me: 'Assigned to me',
  none: 'Unassigned',
};

export const QUEUE_TEXTS = {
  title: 'Valuation queue',
  subtitle: 'Paid requests first, express before standard, then by due date.',
  empty: 'No valuation requests match these filters.',
  overdue: 'Overdue',
  unassigned: 'Unassigned',
  notPaid: 'Not paid',
} as const;

const ALL = '';

const dueFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

export const serviceName = (type: ServiceType): string =>
  CATALOGUE.services.find((s) => s.type === type)?.name ?? type;

export const personName = (person: StaffPerson): string =>
  `${person.firstName} ${person.lastName}`.trim();

export const staffValuationHref = (id: string): string =>
  ROUTES.staffValuation.replace(':id', encodeURIComponent(id));

/**
 * The experts' valuation queue (docs/product.md §2.20): one row per request with its reference,
 * service, tier, customer, status, assignee and due date (overdue marked); filters, search, paging.
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
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);

  const change = (next: Partial<ValuationQueueFilters>) =>
    onFiltersChange({ ...filters, page: 1, ...next });

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    change({ search: search.trim() });
  };

  const rows = page?.items ?? [];
  return (
    <Box sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={QUEUE_TEXTS.title}
        subtitle={QUEUE_TEXTS.subtitle}
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
        <TextField
          select
          label="Status"
          size="small"
          value={filters.status ?? ALL}
          onChange={(e) => change({ status: (e.target.value || undefined) as ValuationStatus })}
        >
          <MenuItem value={ALL}>All statuses</MenuItem>
          {VALUATION_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {VALUATION_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Service"
          size="small"
          value={filters.service ?? ALL}
          onChange={(e) => change({ service: (e.target.value || undefined) as ServiceType })}
        >
          <MenuItem value={ALL}>All services</MenuItem>
          {SERVICE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {serviceName(type)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Assignee"
          size="small"
          value={filters.assignee}
          onChange={(e) => change({ assignee: e.target.value as AssigneeFilter })}
        >
          {(Object.keys(ASSIGNEE_FILTER_LABELS) as AssigneeFilter[]).map((key) => (
            <MenuItem key={key} value={key}>
              {ASSIGNEE_FILTER_LABELS[key]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" sx={{ minHeight: 40 }}>
          Search
        </Button>
      </Box>

      {errorMessage && <LoadError message={errorMessage} onRetry={onRetry} sx={{ mb: 2 }} />}

      <TableContainer component={Paper} variant="outlined" aria-busy={loading}>
        <Table aria-labelledby={titleId} size="small" sx={{ minWidth: 860 }}>
          <TableHead>
            <TableRow>
              <TableCell>Reference</TableCell>
              <TableCell>Service</TableCell>
              <TableCell>Tier</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Assignee</TableCell>
              <TableCell>Due</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && !page
              ? [0, 1, 2].map((i) => (
                  <TableRow key={i}>
                    <TableCell colSpan={7}>
                      <Skeleton aria-hidden />
                    </TableCell>
                  </TableRow>
                ))
              : rows.map((row) => <QueueRow key={row.id} row={row} />)}
            {!loading && page && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>
                  <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
                    {QUEUE_TEXTS.empty}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {page && page.total > 0 && (
        <TablePagination
          component="div"
          count={page.total}
          page={page.page - 1}
          rowsPerPage={page.pageSize}
          rowsPerPageOptions={[]}
          onPageChange={(_, index) => onFiltersChange({ ...filters, page: index + 1 })}
        />
      )}
    </Box>
  );
}

function QueueRow({ row }: { row: StaffValuationRow }) {
  const tier = CATALOGUE.services.find((s) => s.type === row.serviceType)?.tiers[row.serviceTier];
  return (
    <TableRow hover>
      <TableCell>
        <Link href={staffValuationHref(row.id)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {row.reference}
        </Link>
      </TableCell>
      <TableCell>
        {serviceName(row.serviceType)}
        {row.brand && (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {row.brand}
          </Typography>
        )}
      </TableCell>
      <TableCell>{tier?.name ?? row.serviceTier}</TableCell>
      <TableCell>
        {personName(row.customer)}
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {row.customer.email}
        </Typography>
      </TableCell>
      <TableCell>
        <ValuationStatusChip status={row.status} />
      </TableCell>
      <TableCell>{row.assignee ? personName(row.assignee) : QUEUE_TEXTS.unassigned}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {row.dueAt ? (
          <>
            <time dateTime={row.dueAt}>{dueFormat.format(new Date(row.dueAt))}</time>
            {row.overdue && (
              <Chip size="small" color="error" label={QUEUE_TEXTS.overdue} sx={{ ml: 1 }} />
            )}
          </>
        ) : (
          QUEUE_TEXTS.notPaid
        )}
      </TableCell>
    </TableRow>
  );
}
