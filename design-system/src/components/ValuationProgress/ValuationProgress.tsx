import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import {
  expectedByText,
  formatUkDay,
  VALUATION_NEXT_STEPS,
  type ValuationStatus,
} from '@valuation/contracts';

export interface ValuationProgressProps {
  status: ValuationStatus;
  /** When the result is expected (ISO 8601), or null (unpaid, completed, cancelled). */
  expectedBy: string | null;
  /** Now, for whether the year is said (default: the current time). */
  now?: Date;
  /** `compact`: one line each, for the dashboard's rows. */
  compact?: boolean;
}

/**
 * What the customer needs to know about where a request stands (docs/product.md, "The customer's
 * view of progress"): when the result is expected ("Expected by Thursday 26 November") and what
 * happens next, per status (contracts' VALUATION_NEXT_STEPS). On the request page and the dashboard.
 */
export function ValuationProgress({
  status,
  expectedBy,
  now = new Date(),
  compact = false,
}: ValuationProgressProps) {
  return (
    <Box sx={{ display: 'grid', gap: compact ? 0.25 : 0.75 }}>
      {expectedBy ? (
        <Typography
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            fontWeight: 600,
            fontSize: compact ? '0.875rem' : undefined,
          }}
        >
          <EventOutlined fontSize="small" aria-hidden="true" color="primary" />
          {expectedByText(formatUkDay(expectedBy, now))}
        </Typography>
      ) : null}
      <Typography color="text.secondary" variant={compact ? 'body2' : 'body1'}>
        {VALUATION_NEXT_STEPS[status]}
      </Typography>
    </Box>
  );
}
