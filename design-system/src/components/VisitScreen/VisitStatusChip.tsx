import { VISIT_STATUS_LABELS, VISIT_STATUS_TONES, type VisitStatus } from '@valuation/contracts';
import { StatusChip } from '../StatusChip/StatusChip';

/** A home visit's status as a small chip (customer page, dashboard, staff agenda). */
export function VisitStatusChip({ status }: { status: VisitStatus }) {
  return <StatusChip tone={VISIT_STATUS_TONES[status]} label={VISIT_STATUS_LABELS[status]} />;
}
