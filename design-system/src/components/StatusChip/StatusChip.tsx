import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import type { StatusTone } from '@valuation/contracts';

export interface StatusChipProps {
  label: string;
  tone: StatusTone;
  sx?: SxProps<Theme>;
}

/**
 * A status as a small outlined chip in its tone: the one shape behind ValuationStatusChip and
 * VisitStatusChip (their labels and tones live in the contracts). The label stays whole, never cut
 * with an ellipsis (issue 33: "More information ..." in the staff queue): where the chip is
 * narrower than its label, the label wraps and the chip grows.
 */
export function StatusChip({ label, tone, sx }: StatusChipProps) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={tone}
      label={label}
      sx={[WHOLE_LABEL, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

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
