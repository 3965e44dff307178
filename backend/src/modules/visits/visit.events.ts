import type { VisitStatus } from '@valuation/contracts';

/**
 * A home visit changed (ADR 020: an event of the visits module): its status, its time, its expert
 * or its balance. The live connection tells the owner's open pages and staff (`visit:updated`).
 */
export class VisitChanged {
  constructor(
    readonly visitId: string,
    readonly userId: string,
    readonly status: VisitStatus,
  ) {}
}

/**
 * A confirmed visit became an expert's: its deposit was paid, or staff gave it to them. Staff's
 * notices react (`staff_work` to the expert, unless they did it themselves).
 */
export class VisitAssigned {
  constructor(
    readonly visitId: string,
    readonly reference: string,
    readonly expertId: string,
    /** When, as the customer's mails say it (e.g. "Monday 23 March 2026, 9:00 to 11:00"). */
    readonly when: string,
    /** Who did it (null: the customer's payment). */
    readonly actorId: string | null,
  ) {}
}
