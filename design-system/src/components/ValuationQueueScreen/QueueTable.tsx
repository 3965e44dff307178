import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { StaffValuationRow } from '@valuation/contracts';
import { ValuationStatusChip } from '../ValuationStatusChip';
import {
  formatDue,
  personName,
  QUEUE_TEXTS,
  serviceName,
  staffValuationHref,
  tierName,
} from './queueFormat';
import { TruncatedText } from './TruncatedText';

/** Column widths (the table is laid out fixed, so it fits its container: 1280 px wide and up). */
const COLUMNS = [
  { label: 'Reference', width: '15%' },
  { label: 'Item', width: '14%' },
  { label: 'Customer', width: '22%' },
  { label: 'Status', width: '17%' },
  { label: 'Assignee', width: '14%' },
  { label: QUEUE_TEXTS.due, width: '18%' },
] as const;

export interface QueueTableProps {
  rows: StaffValuationRow[];
  /** Loading with nothing to show yet: placeholder rows. */
  placeholder: boolean;
  empty: boolean;
  loading: boolean;
  titleId: string;
}

/** The queue as a table (tablet and desktop). */
export function QueueTable({ rows, placeholder, empty, loading, titleId }: QueueTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined" aria-busy={loading}>
      <Table aria-labelledby={titleId} size="small" sx={{ tableLayout: 'fixed', minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c.label} sx={{ width: c.width }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {placeholder
            ? [0, 1, 2].map((i) => (
                <TableRow key={i}>
                  <TableCell colSpan={COLUMNS.length}>
                    <Skeleton aria-hidden />
                  </TableCell>
                </TableRow>
              ))
            : rows.map((row) => <QueueRow key={row.id} row={row} />)}
          {empty && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length}>
                <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
                  {QUEUE_TEXTS.empty}
                </Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function QueueRow({ row }: { row: StaffValuationRow }) {
  return (
    <TableRow hover data-overdue={row.overdue || undefined}>
      <TableCell sx={row.overdue ? { borderLeft: 4, borderLeftColor: 'error.main' } : undefined}>
        <Link href={staffValuationHref(row.id)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {row.reference}
        </Link>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {tierName(row)}
        </Typography>
      </TableCell>
      <TableCell>
        <TruncatedText variant="body2">{serviceName(row.serviceType)}</TruncatedText>
        {row.brand && (
          <TruncatedText variant="body2" color="text.secondary">
            {row.brand}
          </TruncatedText>
        )}
      </TableCell>
      <TableCell>
        <TruncatedText variant="body2">{personName(row.customer)}</TruncatedText>
        <TruncatedText variant="body2" color="text.secondary">
          {row.customer.email}
        </TruncatedText>
      </TableCell>
      <TableCell>
        <ValuationStatusChip status={row.status} />
      </TableCell>
      <TableCell>
        <TruncatedText variant="body2">
          {row.assignee ? personName(row.assignee) : QUEUE_TEXTS.unassigned}
        </TruncatedText>
      </TableCell>
      <TableCell>
        <DueDate row={row} />
      </TableCell>
    </TableRow>
  );
}

/** The due date (UK time) and, when it has passed, the "Overdue" mark; "Not paid" before payment. */
export function DueDate({ row, prefix }: { row: StaffValuationRow; prefix?: string }) {
  if (!row.dueAt) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {QUEUE_TEXTS.notPaid}
      </Typography>
    );
  }
  return (
    <>
      <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap', display: 'block' }}>
        {prefix ? `${prefix} ` : null}
        <time dateTime={row.dueAt}>{formatDue(row.dueAt)}</time>
      </Typography>
      {row.overdue && (
        <Chip size="small" color="error" label={QUEUE_TEXTS.overdue} sx={{ mt: 0.5 }} />
      )}
    </>
  );
}
