import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { User } from '../users/entities/user.entity';
import { ChatController } from './chat.controller';
import { ChatOfflineMail } from './chat-offline-mail';
import { ChatGateway } from './chat.gateway';
import { ChatRealtime } from './chat-realtime';
import { ChatService } from './chat.service';
import { ChatAttachmentEntity } from './entities/chat-attachment.entity';
import { ChatMessageEntity } from './entities/chat-message.entity';
import { Conversation } from './entities/conversation.entity';
import { OptionalJwtAuthGuard } from './optional-jwt.guard';
import { StaffConversationsController } from './staff-conversations.controller';
import { ValuationOwnershipPort } from './valuation-ownership.port';

@Module({
  imports: [
    TypeOrmModule.forFeature([Conversation, ChatMessageEntity, ChatAttachmentEntity, User]),
    AuthModule,
  ],
  controllers: [ChatController, StaffConversationsController],
  providers: [
    ChatService,
    ChatRealtime,
    ChatGateway,
    ChatOfflineMail,
    OptionalJwtAuthGuard,
    // The valuations module's real implementation replaces this default (which knows no request).
    { provide: ValuationOwnershipPort, useClass: ValuationOwnershipPort },
  ],
  exports: [ChatService],
})
export class ChatModule {}
