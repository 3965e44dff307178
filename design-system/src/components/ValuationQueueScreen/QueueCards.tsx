import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { StaffValuationRow } from '@valuation/contracts';
import { ValuationStatusChip } from '../ValuationStatusChip';
import { DueDate } from './QueueTable';
import { personName, QUEUE_TEXTS, serviceName, staffValuationHref, tierName } from './queueFormat';
import { TruncatedText } from './TruncatedText';

export interface QueueCardsProps {
  rows: StaffValuationRow[];
  placeholder: boolean;
  empty: boolean;
  loading: boolean;
  titleId: string;
}

/** The queue on a phone: one card per request, the same facts as a table row. */
export function QueueCards({ rows, placeholder, empty, loading, titleId }: QueueCardsProps) {
  return (
    <Box
      component="ul"
      aria-labelledby={titleId}
      aria-busy={loading}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {placeholder &&
        [0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton aria-hidden variant="rounded" height={120} />
          </li>
        ))}
      {!placeholder && rows.map((row) => <QueueCard key={row.id} row={row} />)}
      {empty && (
        <li>
          <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
            {QUEUE_TEXTS.empty}
          </Typography>
        </li>
      )}
    </Box>
  );
}

function QueueCard({ row }: { row: StaffValuationRow }) {
  const item = [serviceName(row.serviceType), tierName(row), row.brand].filter(Boolean).join(' · ');
  return (
    <Paper
      component="li"
      variant="outlined"
      data-overdue={row.overdue || undefined}
      sx={{
        p: 2,
        display: 'grid',
        gap: 0.75,
        ...(row.overdue ? { borderLeft: 4, borderLeftColor: 'error.main' } : {}),
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
        <Link href={staffValuationHref(row.id)} sx={{ fontWeight: 600 }}>
          {row.reference}
        </Link>
        <ValuationStatusChip status={row.status} />
      </Box>
      <TruncatedText variant="body2">{item}</TruncatedText>
      <Box sx={{ minWidth: 0 }}>
        <TruncatedText variant="body2">{personName(row.customer)}</TruncatedText>
        <TruncatedText variant="body2" color="text.secondary">
          {row.customer.email}
        </TruncatedText>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="span" variant="body2" color="text.secondary">
          {row.assignee ? personName(row.assignee) : QUEUE_TEXTS.unassigned}
        </Typography>
        <Box sx={{ textAlign: 'right' }}>
          <DueDate row={row} prefix={QUEUE_TEXTS.due} />
        </Box>
      </Box>
    </Paper>
  );
}
