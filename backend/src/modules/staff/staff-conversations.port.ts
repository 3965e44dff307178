/**
 * What the valuation console needs from the chat's staff inbox: the customer's conversation, to
 * link a request to it, and its assignment, which follows the request's (docs/product.md §2.21).
 * StaffModule provides it with the chat module's `StaffInboxService` (`useExisting`).
 */
export const STAFF_CONVERSATIONS = Symbol('STAFF_CONVERSATIONS');

export interface StaffConversationsPort {
  /** The id of the customer's conversation, or null before it exists. */
  conversationIdOf(customerId: string): Promise<string | null>;
  /** Assigns the customer's conversation (created when needed) to the expert and tells staff. */
  assignCustomerConversation(customerId: string, expertId: string): Promise<string>;
}
