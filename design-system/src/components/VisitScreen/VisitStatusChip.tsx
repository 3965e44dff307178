import Chip from '@mui/material/Chip';
import { VISIT_STATUS_LABELS, type VisitStatus } from '@valuation/contracts';

const TONES: Record<VisitStatus, 'warning' | 'success' | 'info' | 'default'> = {
  awaiting_deposit: 'warning',
  confirmed: 'success',
  completed: 'info',
  cancelled: 'default',
};

/** A home visit's status as a small chip (customer page, dashboard, staff agenda). */
export function VisitStatusChip({ status }: { status: VisitStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={TONES[status]}
      label={VISIT_STATUS_LABELS[status]}
    />
  );
}
