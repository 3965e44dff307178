import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate } from './formats';

/** The notice's title when an expert recommends revaluing a completed request. */
export const revaluationNoticeTitle = (reference: string) =>
  `We recommend updating your valuation ${reference}`;

export interface RevaluationNoticeProps {
  reference: string;
  recommendation: { reason: string; at: string };
  /** The request's page (the dashboard links it; the request page itself does not). */
  href?: string;
}

/**
 * An expert recommended a revaluation of a completed request (docs/product.md §2.21): the reason,
 * when, and how to act on it. Shown on the dashboard and on the request's page.
 */
export function RevaluationNotice({ reference, recommendation, href }: RevaluationNoticeProps) {
  return (
    <Alert
      severity="info"
      role="none"
      action={
        href ? (
          <Button color="inherit" size="small" href={href} aria-label={`View request ${reference}`}>
            View request
          </Button>
        ) : undefined
      }
    >
      <AlertTitle component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {revaluationNoticeTitle(reference)}
      </AlertTitle>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{recommendation.reason}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Recommended by our expert on {formatDate(recommendation.at)}. Values change with the market:
        start a new valuation to keep your cover up to date.
      </Typography>
    </Alert>
  );
}
