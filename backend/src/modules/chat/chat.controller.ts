import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdempotencyKeyHeader, idempotencyKeyOf } from '../../common/idempotency/idempotency-key';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { UploadPipeline } from '../../infrastructure/uploads/upload-pipeline';
import { type AuthenticatedUser, CurrentUser, CustomerOnly } from '../auth';
import { ChatAttachmentsService } from './chat-attachments.service';
import { ChatDeliveryService } from './chat-delivery.service';
import { ChatMessagesService } from './chat-messages.service';
import { ChatSendingService } from './chat-sending.service';
import { CHAT_ERRORS, CHAT_UPLOAD_RULES } from './chat.types';
import { ConversationsService } from './conversations.service';
import { ChatMessageResponseDto, ChatMessagesDto, MessageStatusDto } from './dto/chat-message.dto';
import { ChatMessagesQueryDto, MarkReadDto, SendChatMessageFormDto } from './dto/chat-query.dto';
import { OptionalJwtAuthGuard } from './optional-jwt.guard';
import { sendStoredFile } from '../../infrastructure/storage/send-stored-file';

/** The customer's side of the chat (docs/product.md §2.17). */
@ApiTags('chat')
@Controller('chat')
export class ChatController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly messages: ChatMessagesService,
    private readonly sending: ChatSendingService,
    private readonly delivery: ChatDeliveryService,
    private readonly attachments: ChatAttachmentsService,
    private readonly uploads: UploadPipeline,
  ) {}

  @Get('messages')
  @CustomerOnly()
  @ApiOperation({ summary: 'A page of my conversation: oldest first, the newest page by default' })
  @ApiOkResponse({ type: ChatMessagesDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ChatMessagesQueryDto,
  ): Promise<ChatMessagesDto> {
    return this.messages.page(await this.conversations.conversationOf(user.id), query);
  }

  @Post('messages/read')
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({ summary: 'Mark messages shown: only the experts’ (and system) ones become read' })
  @ApiOkResponse({ type: MessageStatusDto, description: 'The messages whose status changed' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async read(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: MarkReadDto,
  ): Promise<MessageStatusDto> {
    const ids = dto.messageIds.map((id) => id.toLowerCase());
    return { messageIds: await this.delivery.markReadByCustomer(user.id, ids), status: 'read' };
  }

  @Get('messages/:id')
  @CustomerOnly()
  @ApiOperation({ summary: 'One message of my conversation' })
  @ApiOkResponse({ type: ChatMessageResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"Message not found"' })
  async get(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', new ParseIdPipe(CHAT_ERRORS.messageNotFound)) id: string,
  ): Promise<ChatMessageResponseDto> {
    return { message: await this.messages.messageForCustomer(user.id, id) };
  }

  @Post('messages')
  @CustomerOnly()
  @ApiOperation({
    summary:
      'Send a message: multipart with content, 0–5 attachments (images, PDF, DOC, DOCX judged by content, ≤ 10 MB each), valuationId?',
  })
  @ApiConsumes('multipart/form-data')
  @IdempotencyKeyHeader()
  @ApiBody({ type: SendChatMessageFormDto })
  @ApiCreatedResponse({ type: ChatMessageResponseDto })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'An Idempotency-Key used for another message',
  })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Blank with no attachment, too many files, a type not taken, not your request',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'Names the file too large' })
  async send(
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: FastifyRequest,
  ): Promise<ChatMessageResponseDto> {
    const clientKey = idempotencyKeyOf(req);
    const upload = await this.uploads.read(req, CHAT_UPLOAD_RULES);
    try {
      return {
        message: await this.sending.sendFromCustomer(
          { id: user.id, role: 'customer', firstName: user.firstName },
          upload,
          clientKey,
        ),
      };
    } finally {
      await upload.discard();
    }
  }

  @Get('attachments/:id')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'An attachment’s file: for the conversation’s customer and staff (bearer), or through the signed address in a message',
  })
  @ApiQuery({ name: 'variant', required: false, enum: ['full', 'preview'] })
  @ApiQuery({ name: 'exp', required: false, description: 'Expiry of a signed URL (Unix seconds)' })
  @ApiQuery({ name: 'sig', required: false, description: 'Signature of a signed URL' })
  @ApiOkResponse({ description: 'The file' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"Attachment not found"' })
  async file(
    @Param('id', new ParseIdPipe(CHAT_ERRORS.attachmentNotFound)) id: string,
    @Query('variant') variant: unknown,
    @Query('exp') exp: unknown,
    @Query('sig') sig: unknown,
    @Req() req: FastifyRequest & { user?: AuthenticatedUser | null },
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const user = req.user ?? null;
    const { attachment, file, preview } = await this.attachments.open(
      id,
      user ? { id: user.id, role: user.role } : null,
      { variant, exp, sig },
    );
    const inline = attachment.type.startsWith('image/') || attachment.type === 'application/pdf';
    const encoded = encodeURIComponent(attachment.name);
    await sendStoredFile(reply, file, {
      type: preview ? 'image/jpeg' : attachment.type,
      disposition: `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encoded}`,
    });
  }
}
