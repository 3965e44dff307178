import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  SERVICE_TYPES,
  type ServiceType,
  VALUATION_STATUSES,
  type ValuationStatus,
  CONVERSATION_STATUSES,
  MESSAGE_STATUSES,
  SENDER_ROLES,
  type ChatAttachment,
  type ChatMessage,
  type ChatMessageResponse,
  type ChatMessagesResponse,
  type Conversation,
  type ConversationPerson,
  type ConversationStatus,
  type ConversationValuation,
  type MessageStatus,
  type MessageStatusEvent,
  type SenderRole,
  type StaffConversationResponse,
} from '@valuation/contracts';
import { PagedResponse } from '../../../common/pagination/paged-response.dto';

export class ChatAttachmentDto implements ChatAttachment {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'ring.jpg' })
  name: string;

  @ApiProperty({ example: 'image/jpeg', description: 'Judged from the content' })
  type: string;

  @ApiProperty({ example: 123456 })
  size: number;

  @ApiProperty({ description: 'Signed address, valid for 30 minutes, no bearer header needed' })
  url: string;

  @ApiPropertyOptional({ description: 'A small preview (images only), signed like url' })
  previewUrl?: string;
}

export class ChatMessageDto implements ChatMessage {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  conversationId: string;

  @ApiProperty({ example: 'Could you value my grandmother’s ring?' })
  content: string;

  @ApiProperty({ type: String, format: 'date-time' })
  timestamp: string;

  @ApiProperty({ description: 'The sender’s user id ("system" for automatic replies)' })
  senderId: string;

  @ApiProperty({ enum: SENDER_ROLES })
  senderRole: SenderRole;

  @ApiPropertyOptional({ example: 'Jane' })
  senderName?: string;

  @ApiProperty({ enum: MESSAGE_STATUSES })
  status: MessageStatus;

  @ApiProperty({ type: [ChatAttachmentDto] })
  attachments: ChatAttachmentDto[];

  @ApiPropertyOptional({ format: 'uuid' })
  valuationId?: string;

  @ApiPropertyOptional({ example: 'LV-7K3Q-9M2D' })
  valuationReference?: string;
}

export class ChatMessagesDto implements ChatMessagesResponse {
  @ApiProperty({ type: [ChatMessageDto], description: 'Oldest first within the page' })
  messages: ChatMessageDto[];

  @ApiProperty({ description: 'Older messages exist (ask again with before = the first id)' })
  hasMore: boolean;
}

export class ChatMessageResponseDto implements ChatMessageResponse {
  @ApiProperty({ type: ChatMessageDto })
  message: ChatMessageDto;
}

export class MessageStatusDto implements MessageStatusEvent {
  @ApiProperty({ type: [String], description: 'The messages whose status changed' })
  messageIds: string[];

  @ApiProperty({ enum: MESSAGE_STATUSES })
  status: MessageStatus;
}

export class ConversationPersonDto implements ConversationPerson {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  firstName: string;

  @ApiProperty()
  lastName: string;

  @ApiProperty()
  email: string;
}

export class LastMessageDto implements NonNullable<Conversation['lastMessage']> {
  @ApiProperty()
  content: string;

  @ApiProperty({ type: String, format: 'date-time' })
  timestamp: string;

  @ApiProperty({ enum: SENDER_ROLES })
  senderRole: SenderRole;
}

export class ConversationDto implements Conversation {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: ConversationPersonDto })
  customer: ConversationPersonDto;

  @ApiProperty({ type: ConversationPersonDto, nullable: true })
  assignee: ConversationPersonDto | null;

  @ApiProperty({ enum: CONVERSATION_STATUSES })
  status: ConversationStatus;

  @ApiProperty({ description: 'Customer messages staff have not read' })
  unreadCount: number;

  @ApiProperty({ type: LastMessageDto, nullable: true })
  lastMessage: LastMessageDto | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastMessageAt: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class ConversationsPageDto extends PagedResponse(ConversationDto) {}

export class ConversationValuationDto implements ConversationValuation {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'LV-7K3Q-9M2D' })
  reference: string;

  @ApiProperty({ enum: SERVICE_TYPES, example: 'watch' })
  serviceType: ServiceType;

  @ApiProperty({ enum: VALUATION_STATUSES, example: 'in_review' })
  status: ValuationStatus;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class StaffConversationDto implements StaffConversationResponse {
  @ApiProperty({ type: ConversationDto })
  conversation: ConversationDto;

  @ApiProperty({ type: [ConversationValuationDto] })
  valuations: ConversationValuationDto[];

  @ApiProperty({
    description: 'The customer has a live connection now; `presence` socket events follow changes',
  })
  customerOnline: boolean;
}
