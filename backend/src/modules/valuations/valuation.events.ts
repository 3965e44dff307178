import type { ValuationStatus } from '@valuation/contracts';

/**
 * A valuation request changed status (ADR 020: an event of the valuations module, published by the
 * lifecycle once the change and its timeline entry are stored). The live connection tells the
 * owner's open pages and staff (`valuation:updated`), so a page follows without a reload.
 */
export class ValuationStatusChanged {
  constructor(
    readonly valuationId: string,
    readonly userId: string,
    readonly assigneeId: string | null,
    readonly from: ValuationStatus,
    readonly to: ValuationStatus,
  ) {}
}
