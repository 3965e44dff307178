import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { IdempotencyKeyHeader, idempotencyKeyOf } from '../../common/idempotency/idempotency-key';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { UploadPipeline } from '../../infrastructure/uploads/upload-pipeline';
import { type AuthenticatedUser, CurrentUser, StaffOnly } from '../auth';
import { ChatDeliveryService } from './chat-delivery.service';
import { ChatMessagesService } from './chat-messages.service';
import { ChatSendingService } from './chat-sending.service';
import { CHAT_ERRORS, CHAT_UPLOAD_RULES } from './chat.types';
import { ConversationsService } from './conversations.service';
import { StaffInboxService } from './staff-inbox.service';
import {
  ChatMessageResponseDto,
  ChatMessagesDto,
  ConversationsPageDto,
  MessageStatusDto,
  StaffConversationDto,
} from './dto/chat-message.dto';
import {
  ChatMessagesQueryDto,
  SendChatMessageFormDto,
  StaffConversationsQueryDto,
  StaffMarkReadDto,
  UpdateConversationDto,
} from './dto/chat-query.dto';

const conversationId = () => new ParseIdPipe(CHAT_ERRORS.conversationNotFound);

/** The experts' inbox (docs/product.md §2.17 and the staff console). */
@ApiTags('staff: conversations')
@Controller('staff/conversations')
@StaffOnly()
export class StaffConversationsController {
  constructor(
    private readonly inbox: StaffInboxService,
    private readonly conversations: ConversationsService,
    private readonly messagesOf: ChatMessagesService,
    private readonly sending: ChatSendingService,
    private readonly delivery: ChatDeliveryService,
    private readonly uploads: UploadPipeline,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Conversations (mine, unassigned or all; open or resolved; search by customer), latest first',
  })
  @ApiOkResponse({ type: ConversationsPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: StaffConversationsQueryDto,
  ): Promise<ConversationsPageDto> {
    return this.inbox.staffList(query, user.id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One conversation, with the customer’s valuation requests beside it' })
  @ApiOkResponse({ type: StaffConversationDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"Conversation not found"' })
  get(@Param('id', conversationId()) id: string): Promise<StaffConversationDto> {
    return this.inbox.staffConversation(id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Assign (assigneeId, null to unassign) and resolve or reopen' })
  @ApiOkResponse({ type: StaffConversationDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"Conversation not found"' })
  update(
    @Param('id', conversationId()) id: string,
    @Body() dto: UpdateConversationDto,
  ): Promise<StaffConversationDto> {
    return this.inbox.update(id, dto);
  }

  @Get(':id/messages')
  @ApiOperation({ summary: 'A page of the conversation: oldest first, the newest page by default' })
  @ApiOkResponse({ type: ChatMessagesDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"Conversation not found"' })
  async messages(
    @Param('id', conversationId()) id: string,
    @Query() query: ChatMessagesQueryDto,
  ): Promise<ChatMessagesDto> {
    return this.messagesOf.page(await this.conversations.conversationOrFail(id), query);
  }

  @Post(':id/messages')
  @ApiOperation({
    summary: 'Reply: multipart with content, 0–5 attachments (as the customer’s), valuationId?',
  })
  @ApiConsumes('multipart/form-data')
  @IdempotencyKeyHeader()
  @ApiBody({ type: SendChatMessageFormDto })
  @ApiCreatedResponse({ type: ChatMessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'An Idempotency-Key used for another message',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"Conversation not found"' })
  async send(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', conversationId()) id: string,
    @Req() req: FastifyRequest,
  ): Promise<ChatMessageResponseDto> {
    const conversation = await this.conversations.conversationOrFail(id);
    const clientKey = idempotencyKeyOf(req);
    const upload = await this.uploads.read(req, CHAT_UPLOAD_RULES);
    try {
      return {
        message: await this.sending.sendFromStaff(
          { id: user.id, role: user.role },
          conversation,
          upload,
          clientKey,
        ),
      };
    } finally {
      await upload.discard();
    }
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark the customer’s messages read (all, or those named)' })
  @ApiOkResponse({ type: MessageStatusDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"Conversation not found"' })
  async read(
    @Param('id', conversationId()) id: string,
    @Body() dto: StaffMarkReadDto,
  ): Promise<MessageStatusDto> {
    const conversation = await this.conversations.conversationOrFail(id);
    const ids = dto?.messageIds?.map((m) => m.toLowerCase());
    return { messageIds: await this.delivery.markReadByStaff(conversation, ids), status: 'read' };
  }
}
