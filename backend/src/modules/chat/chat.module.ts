import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { NotificationsModule } from '../notifications';
import { UsersModule } from '../users';
import { ChatController } from './chat.controller';
import { ChatOfflineMail } from './chat-offline-mail';
import { ChatAnnouncingService } from './chat-announcing.service';
import { ChatAttachmentsService } from './chat-attachments.service';
import { ChatAutoReplyService } from './chat-auto-reply.service';
import { ChatDeliveryService } from './chat-delivery.service';
import { ChatGateway } from './chat.gateway';
import { ChatMessagesService } from './chat-messages.service';
import { ChatSendingService } from './chat-sending.service';
import { ConversationAnnouncer } from './conversation-announcer.service';
import { ConversationSummariesService } from './conversation-summaries.service';
import { ConversationsService } from './conversations.service';
import { StaffInboxService } from './staff-inbox.service';
import { ChatRealtime } from './chat-realtime';
import { LiveChangesHandler } from './live-changes.handler';
import { NotificationLiveHandler } from './notification-live.handler';
import { SessionEndedHandler } from './session-ended.handler';
import { ChatAttachmentEntity } from './entities/chat-attachment.entity';
import { ChatMessageEntity } from './entities/chat-message.entity';
import { Conversation } from './entities/conversation.entity';
import { OptionalJwtAuthGuard } from './optional-jwt.guard';
import { StaffConversationsController } from './staff-conversations.controller';
import { ValuationsModule } from '../valuations';

@Module({
  imports: [
    TypeOrmModule.forFeature([Conversation, ChatMessageEntity, ChatAttachmentEntity]),
    AuthModule,
    ValuationsModule,
    UsersModule,
    NotificationsModule,
  ],
  controllers: [ChatController, StaffConversationsController],
  providers: [
    ConversationsService,
    ChatMessagesService,
    ChatAttachmentsService,
    ChatSendingService,
    ChatAnnouncingService,
    ChatAutoReplyService,
    ChatDeliveryService,
    ConversationSummariesService,
    ConversationAnnouncer,
    StaffInboxService,
    ChatRealtime,
    ChatGateway,
    ChatOfflineMail,
    NotificationLiveHandler,
    LiveChangesHandler,
    SessionEndedHandler,
    OptionalJwtAuthGuard,
  ],
  exports: [ChatMessagesService, ChatSendingService, ChatAttachmentsService, StaffInboxService],
})
export class ChatModule {}
