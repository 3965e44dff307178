import { PageHeader } from '@valuation/design-system';

/** /staff: placeholder until the staff console's issue builds the valuation queue. */
export function ValuationQueuePage() {
  return <PageHeader title="Valuation queue" />;
}
