// The chat module's public door: what other modules may import from it. Everything else in
// modules/chat is its own (eslint's import-x/no-restricted-paths fails a deep import).
export { ChatAttachmentsService } from './chat-attachments.service';
export { ChatIoAdapter } from './chat-io.adapter';
export { ChatMessagesService } from './chat-messages.service';
export { ChatRealtime } from './chat-realtime';
export { ChatSendingService } from './chat-sending.service';
export { ChatMessageAnnounced } from './chat.events';
export { ChatModule } from './chat.module';
export { ChatMessageDto } from './dto/chat-message.dto';
export { StaffInboxService } from './staff-inbox.service';
