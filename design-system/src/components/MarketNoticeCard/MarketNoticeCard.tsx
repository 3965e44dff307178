import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MARKET_TEXTS, type MarketNotice, formatUkDate } from '@valuation/contracts';
import { FormDialog } from '../FormDialog';
import { formatPrice } from '../../catalogue';

/** What "Request Revaluation" creates, as the catalogue prices it (the container fills it in). */
export interface RevaluationOffer {
  /** The service's name ("Watch"). */
  service: string;
  /** The tier's name and turnaround ("Standard, 2-4 business days"). */
  tier: string;
  /** The item, as the request names it. */
  item: string;
  /** Whole pounds. */
  price: number;
}

export interface MarketNoticeCardProps {
  notice: MarketNotice;
  /** What a revaluation would be: shown in the dialog before anything is created. */
  offer: RevaluationOffer;
  /**
   * The customer confirmed in the dialog: creates the new request. Reject with an Error whose
   * message is shown in the dialog.
   */
  onRequestRevaluation: () => Promise<void>;
  requesting?: boolean;
  /** The revaluation already requested from this notice (its page). */
  revaluationHref?: string;
}

/** An estimate, to the pound ("£12,500"). */
const pounds = (value: number) => formatPrice(Math.round(value));

/**
 * A market movement that concerns a completed request (docs/product.md "Notifications"): the
 * change, the estimated value now, the expert's note, and "Request Revaluation", which opens a
 * dialog saying what will be created (service, tier, item) and its price; only its confirm
 * creates the request.
 */
export function MarketNoticeCard({
  notice,
  offer,
  onRequestRevaluation,
  requesting = false,
  revaluationHref,
}: MarketNoticeCardProps) {
  const direction = notice.changePercent >= 0 ? 'risen' : 'fallen';
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string>();
  const price = formatPrice(offer.price);
  const confirm = async () => {
    setProblem(undefined);
    try {
      await onRequestRevaluation();
      setConfirming(false);
    } catch (error) {
      setProblem(
        error instanceof Error
          ? error.message
          : 'The revaluation could not be requested. Please try again.',
      );
    }
  };
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
        <Button
          variant="contained"
          onClick={() => {
            setProblem(undefined);
            setConfirming(true);
          }}
          sx={{ mt: 1.5 }}
        >
          {MARKET_TEXTS.requestRevaluation}
        </Button>
      )}
      <FormDialog
        open={confirming}
        title={MARKET_TEXTS.revaluationTitle}
        description={MARKET_TEXTS.revaluationDescription}
        onClose={() => setConfirming(false)}
        onSubmit={() => void confirm()}
        submitLabel={MARKET_TEXTS.revaluationConfirm(price)}
        busyLabel="Requesting..."
        busy={requesting}
        errorMessage={problem}
      >
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 1,
            m: 0,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, fontWeight: 600 },
          }}
        >
          <dt>Service</dt>
          <dd>{offer.service} valuation</dd>
          <dt>Tier</dt>
          <dd>{offer.tier}</dd>
          <dt>Item</dt>
          <dd>{offer.item}</dd>
          <dt>Price</dt>
          <dd>{price}</dd>
        </Box>
      </FormDialog>
    </Alert>
  );
}
