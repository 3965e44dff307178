import type { SenderRole } from '@valuation/contracts';

/**
 * A chat message was stored and announced on the sockets (ADR 020: an event of the chat module;
 * published again when a retry or the sweep announces a message a stopped process had stored, so
 * a reaction must be harmless twice). The chat's offline mail and the staff's notices react to it.
 */
export class ChatMessageAnnounced {
  constructor(
    readonly message: {
      id: string;
      conversationId: string;
      senderId: string | null;
      senderRole: SenderRole;
      valuationId: string | null;
    },
    readonly conversation: { customerId: string; assigneeId: string | null },
    /**
     * Posted by another module as part of an event it tells of itself (an expert's request for
     * information, the customer's answer to it): no notice of its own, so one event makes one.
     */
    readonly quiet: boolean,
  ) {}
}
