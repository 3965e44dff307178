/**
 * What the staff console needs from the chat server: post an expert's message into the
 * customer's conversation, linked to the request ("Request more information"). The chat module's
 * `ChatService.postStaffMessage` has this shape; once it is on the same branch, StaffModule
 * provides it with `{ provide: STAFF_CHAT, useExisting: ChatService }` (and imports ChatModule).
 * Until then nothing provides it and the message goes by mail (and the timeline) only.
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
