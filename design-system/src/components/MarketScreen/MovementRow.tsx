import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MARKET_TEXTS, ROUTES, routePath, type MarketMovement } from '@valuation/contracts';
import {
  describeScope,
  formatDay,
  MARKET_SCREEN_TEXTS,
  serviceLabel,
  signedPercent,
} from './marketTexts';

/** A recorded movement in the Market list: its scope, reach, and Withdraw while its window is open. */
export function MovementRow({
  movement: m,
  now,
  onWithdraw,
}: {
  movement: MarketMovement;
  now: Date;
  onWithdraw: () => void;
}) {
  const withdrawable = !m.withdrawnAt && now.getTime() < Date.parse(m.withdrawableUntil);
  return (
    <TableRow hover>
      <TableCell>
        <Link
          href={routePath(ROUTES.staffMarketMovement, { id: m.id })}
          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {formatDay(m.createdAt)}
        </Link>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {m.createdBy}
        </Typography>
      </TableCell>
      <TableCell>
        {serviceLabel(m.service)}
        {m.brand ? (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {m.brand}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>{signedPercent(m.changePercent)}</TableCell>
      <TableCell>{formatDay(m.effectiveFrom)}</TableCell>
      <TableCell>{m.affected}</TableCell>
      <TableCell>
        {m.withdrawnAt ? (
          <Chip
            size="small"
            variant="outlined"
            label={MARKET_TEXTS.withdrawn}
            title={m.withdrawnBy ? MARKET_SCREEN_TEXTS.withdrawnBy(m.withdrawnBy) : undefined}
          />
        ) : (
          <>
            {m.customersReached}
            {withdrawable && m.affected > 0
              ? ` (${MARKET_SCREEN_TEXTS.toldAt(m.withdrawableUntil)})`
              : m.sending
                ? ` (${MARKET_SCREEN_TEXTS.sending.toLowerCase()}…)`
                : ''}
          </>
        )}
      </TableCell>
      <TableCell>
        {withdrawable ? (
          <Button
            size="small"
            color="error"
            variant="outlined"
            onClick={onWithdraw}
            aria-label={`${MARKET_TEXTS.withdraw} ${describeScope(m)}`}
          >
            {MARKET_TEXTS.withdraw}
          </Button>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
