import type { SxProps, Theme } from '@mui/material/styles';
import {
  VALUATION_STATUS_LABELS,
  VALUATION_STATUS_TONES,
  type ValuationStatus,
} from '@valuation/contracts';
import { StatusChip } from '../StatusChip/StatusChip';

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
    <StatusChip
      tone={VALUATION_STATUS_TONES[status]}
      label={VALUATION_STATUS_LABELS[status]}
      sx={sx}
    />
  );
}
