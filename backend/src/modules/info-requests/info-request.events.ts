/**
 * The customer answered an expert's request for information (ADR 020: an event of the
 * info-requests module, published once the request is back in review). Staff's notices react: the
 * request's expert is told in the bell (`staff_work`).
 */
export class InfoRequestAnswered {
  constructor(
    readonly valuationId: string,
    readonly reference: string,
    readonly customerId: string,
    readonly assigneeId: string | null,
    /** What the timeline says: the photos added and the reply. */
    readonly summary: string,
  ) {}
}
