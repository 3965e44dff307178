import { Injectable } from '@nestjs/common';
import type { ConversationValuation } from '@valuation/contracts';

/**
 * What the chat needs to know about valuation requests, which live in another module: whether a
 * request is the customer's (a message may be about it), their references (shown as links), and
 * the customer's requests beside a conversation in the staff console. A chat message never changes
 * a request's status: the customer answers "more information" with "Send to the expert" on the
 * request's page (docs/product.md). The valuations module
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
}
