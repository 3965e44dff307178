import { Injectable } from '@nestjs/common';
import type { ConversationValuation } from '@valuation/contracts';

/**
 * What the chat needs to know about valuation requests, which live in another module: whether a
 * request is the customer's (a message may be about it), their references (shown as links), and
 * the customer's requests beside a conversation in the staff console, and the customer's reply
 * to a request for information (§2.21). The valuations module
 * provides the real one (`{ provide: ValuationOwnershipPort, useClass: … }` in ChatModule); this
 * default knows no request, so any valuationId is refused with 400.
 */
@Injectable()
export class ValuationOwnershipPort {
  /** True when `valuationId` is one of `customerId`'s requests. */
  async ownsValuation(_customerId: string, _valuationId: string): Promise<boolean> {
    return false;
  }

  /** The public references of these requests (missing ones are left out). */
  async referencesOf(_valuationIds: string[]): Promise<Map<string, string>> {
    return new Map();
  }

  /** The customer's requests, newest first. */
  async valuationsOf(_customerId: string): Promise<ConversationValuation[]> {
    return [];
  }

  /**
   * The customer wrote in the chat about one of their requests (already checked as theirs): a
   * request waiting for their information (`info_requested`) goes back into review.
   */
  async customerReplied(_customerId: string, _valuationId: string): Promise<void> {}
}
