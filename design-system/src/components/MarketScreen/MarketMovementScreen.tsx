import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import ArrowBack from '@mui/icons-material/ArrowBack';
import { ROUTES, routePath, type MarketMovementDetailResponse } from '@valuation/contracts';
import { LoadError } from '../LoadError';
import { PageRange } from '../PageRange';
import { formatDay, serviceLabel, signedPercent } from './marketTexts';
import { formatPrice } from '../../catalogue';

export interface MarketMovementScreenProps {
  detail?: MarketMovementDetailResponse;
  loadError?: string;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
}

/** An estimate, to the pound ("£12,500"). */
const pounds = (value: number) => formatPrice(Math.round(value));

/** Staff console > Market > one movement: what it said, and the requests it concerned. */
export function MarketMovementScreen({
  detail,
  loadError,
  onRetry,
  onPageChange,
}: MarketMovementScreenProps) {
  const titleId = useId();
  const m = detail?.movement;
  return (
    <Box>
      <Button href={ROUTES.staffMarket} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        All movements
      </Button>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {m
          ? `${serviceLabel(m.service)}${m.brand ? `, ${m.brand}` : ''}: ${signedPercent(m.changePercent)}`
          : 'Market movement'}
      </Typography>
      {loadError ? <LoadError message={loadError} onRetry={onRetry} sx={{ mb: 2 }} /> : null}
      {m ? (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, mb: 3 }}
        >
          <Typography component="dt" color="text.secondary">
            Applies from
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatDay(m.effectiveFrom)}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Recorded
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatDay(m.createdAt)} by {m.createdBy}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Note
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
            {m.note}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Reached
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {m.customersReached} customers, {m.affected} requests
            {m.sending ? ' (still sending)' : ''}
          </Typography>
        </Box>
      ) : !loadError ? (
        <Skeleton variant="rounded" height={120} sx={{ mb: 3 }} />
      ) : null}
      <Typography component="h2" variant="h6" id={titleId} sx={{ mb: 2 }}>
        Requests concerned
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-labelledby={titleId} size="small" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>Reference</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell>Certified value</TableCell>
              <TableCell>Estimated now</TableCell>
              <TableCell>Notified</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {detail && detail.requests.items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5}>
                  <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
                    This movement concerned no request.
                  </Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {detail?.requests.items.map((r) => (
              <TableRow key={r.valuationId} hover>
                <TableCell>
                  <Link
                    href={routePath(ROUTES.staffValuation, { id: r.valuationId })}
                    sx={{ fontWeight: 600 }}
                  >
                    {r.reference}
                  </Link>
                  {r.brand ? (
                    <Typography
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                    >
                      {r.brand}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>
                  {`${r.customer.firstName} ${r.customer.lastName}`.trim()}
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {r.customer.email}
                  </Typography>
                </TableCell>
                <TableCell>{pounds(r.value)}</TableCell>
                <TableCell>{pounds(r.estimatedValue)}</TableCell>
                <TableCell>{r.notifiedAt ? formatDay(r.notifiedAt) : 'Not yet'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {detail && detail.requests.total > detail.requests.pageSize ? (
        <PageRange
          total={detail.requests.total}
          page={detail.requests.page}
          pageSize={detail.requests.pageSize}
          onPageChange={onPageChange}
        />
      ) : null}
    </Box>
  );
}
