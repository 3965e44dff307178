import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MARKET_TEXTS, type MarketNotice, formatUkDate } from '@valuation/contracts';
import { SubmitButton } from '../SubmitButton';
import { formatPrice } from '../../catalogue';

export interface MarketNoticeCardProps {
  notice: MarketNotice;
  /** "Request Revaluation": opens a new request filled in from this one. */
  onRequestRevaluation: () => void;
  requesting?: boolean;
  /** The revaluation already requested from this notice (its page). */
  revaluationHref?: string;
}

/** An estimate, to the pound ("£12,500"). */
const pounds = (value: number) => formatPrice(Math.round(value));

/**
 * A market movement that concerns a completed request (docs/product.md "Notifications"): the
 * change, the estimated value now, the expert's note, and "Request Revaluation".
 */
export function MarketNoticeCard({
  notice,
  onRequestRevaluation,
  requesting = false,
  revaluationHref,
}: MarketNoticeCardProps) {
  const direction = notice.changePercent >= 0 ? 'risen' : 'fallen';
  return (
    <Alert severity="info" role="region" aria-label={MARKET_TEXTS.noticeTitle} icon={false}>
      <AlertTitle component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {MARKET_TEXTS.noticeTitle}
      </AlertTitle>
      <Typography>
        Prices for items like yours have {direction} by {Math.abs(notice.changePercent)}% since{' '}
        {formatUkDate(notice.effectiveFrom, 'utc')}. Valued at {pounds(notice.value)}, it is now
        probably worth about <strong>{pounds(notice.estimatedValue)}</strong>.
      </Typography>
      {notice.note ? (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          {notice.note}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: 1 }}>
        A revaluation gives you a new certificate at today’s value, replacing this one.
      </Typography>
      {revaluationHref ? (
        <Button href={revaluationHref} variant="outlined" sx={{ mt: 1.5 }}>
          View your revaluation request
        </Button>
      ) : (
        <SubmitButton
          type="button"
          onClick={onRequestRevaluation}
          busy={requesting}
          busyLabel="Requesting..."
          sx={{ mt: 1.5 }}
        >
          {MARKET_TEXTS.requestRevaluation}
        </SubmitButton>
      )}
    </Alert>
  );
}
