/**
 * What the "more information" loop needs from the chat server: the customer's reply posted into
 * their conversation, linked to the request, so the expert reads it where they asked. The module
 * provides it with the chat module's `ChatSendingService` (`useExisting`).
 */
export const INFO_REPLY_CHAT = Symbol('INFO_REPLY_CHAT');

export interface InfoReplyChatPort {
  postCustomerMessage(customerId: string, content: string, valuationId: string): Promise<unknown>;
}
