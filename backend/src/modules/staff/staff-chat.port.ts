/**
 * What the staff console needs from the chat server: post an expert's message into the
 * customer's conversation, linked to the request ("Request more information"). StaffModule
 * provides it with the chat module's `ChatSendingService` (`useExisting`); the service treats it as
 * optional, so a failing chat never stops the request (the timeline and the mail carry it).
 */
export const STAFF_CHAT = Symbol('STAFF_CHAT');

export interface StaffChatPort {
  postStaffMessage(
    customerId: string,
    expertId: string,
    content: string,
    valuationId?: string,
  ): Promise<unknown>;
}
