import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  VALUATION_STATUS_LABELS,
  VALUATION_STATUS_TONES,
  type ValuationStatus,
} from '@valuation/contracts';

export interface ValuationStatusChipProps {
  status: ValuationStatus;
  sx?: SxProps<Theme>;
}

/**
 * A valuation request's status as a small chip: its label and tone from the contracts, the same
 * on the customer's dashboard and request page and in the staff queue and request.
 */
export function ValuationStatusChip({ status, sx }: ValuationStatusChipProps) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={VALUATION_STATUS_TONES[status]}
      label={VALUATION_STATUS_LABELS[status]}
      sx={[WHOLE_LABEL, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

/**
 * The label whole, never cut with an ellipsis (issue 33: "More information ..." in the staff
 * queue): where the chip is narrower than its label, the label wraps and the chip grows.
 */
const WHOLE_LABEL = {
  height: 'auto',
  minHeight: 24,
  maxWidth: '100%',
  '& .MuiChip-label': {
    whiteSpace: 'normal',
    overflow: 'visible',
    textOverflow: 'clip',
    py: 0.25,
  },
} as const;
