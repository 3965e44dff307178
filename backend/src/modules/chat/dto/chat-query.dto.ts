import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CHAT_ATTACHMENTS_FIELD,
  CHAT_LIMITS,
  CONVERSATION_STATUSES,
  CONVERSATION_VIEWS,
  type ChatMessagesQuery,
  type ConversationStatus,
  type ConversationView,
  type MarkReadRequest,
  type StaffConversationsQuery,
  type UpdateConversationRequest,
} from '@valuation/contracts';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import {
  emptyToUndefined,
  PageQueryDto,
  wholeNumberProblem,
  QueryFilter,
} from '../../../common/pagination/page-query.dto';
import { UUID_RE } from '../../../common/pipes/parse-id.pipe';
import { oneOf, Rule, textProblem } from '../../../common/validation/rule.decorator';

const toNumber = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d{1,9}$/.test(value.trim())
    ? Number(value)
    : emptyToUndefined({ value });

const uuidProblem = (label: string) => (v: unknown) =>
  typeof v === 'string' && UUID_RE.test(v) ? null : `The ${label} parameter must be a message id.`;

/** GET /api/chat/messages and GET /api/staff/conversations/:id/messages. */
export class ChatMessagesQueryDto implements ChatMessagesQuery {
  @QueryFilter('before', uuidProblem('before'), {
    format: 'uuid',
    description: 'A message id of the conversation: answer the page just older than it',
  })
  before?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: CHAT_LIMITS.maxPageSize,
    default: CHAT_LIMITS.defaultPageSize,
  })
  @IsOptional()
  @Transform(toNumber)
  @Rule('limit', wholeNumberProblem('Limit', 1, CHAT_LIMITS.maxPageSize))
  limit?: number;
}

const idsProblem = (v: unknown): string | null => {
  if (!Array.isArray(v)) return 'The messageIds field must be a list of message ids.';
  if (v.length > CHAT_LIMITS.maxReadIds)
    return `The messageIds field must hold at most ${CHAT_LIMITS.maxReadIds} ids.`;
  if (!v.every((id) => typeof id === 'string' && UUID_RE.test(id)))
    return 'The messageIds field must be a list of message ids.';
  return null;
};

export class MarkReadDto implements MarkReadRequest {
  @ApiProperty({ type: [String], format: 'uuid', maxItems: CHAT_LIMITS.maxReadIds })
  @Rule('messageIds', idsProblem)
  messageIds: string[];
}

/** Staff: mark the customer's messages read (all of them when no ids are given). */
export class StaffMarkReadDto implements Partial<MarkReadRequest> {
  @ApiPropertyOptional({ type: [String], format: 'uuid', maxItems: CHAT_LIMITS.maxReadIds })
  @IsOptional()
  @Rule('messageIds', idsProblem)
  messageIds?: string[];
}

export class StaffConversationsQueryDto extends PageQueryDto implements StaffConversationsQuery {
  @QueryFilter('view', oneOf('View', CONVERSATION_VIEWS), {
    enum: CONVERSATION_VIEWS,
    default: 'all',
  })
  view?: ConversationView;

  @QueryFilter('status', oneOf('Status', CONVERSATION_STATUSES), { enum: CONVERSATION_STATUSES })
  status?: ConversationStatus;

  @QueryFilter('search', (v) => textProblem(v, 'Search', 200), {
    description: 'Part of the customer’s name or email',
    maxLength: 200,
  })
  search?: string;
}

export class UpdateConversationDto implements UpdateConversationRequest {
  @ApiPropertyOptional({
    format: 'uuid',
    nullable: true,
    description: 'An expert or admin; null to unassign',
  })
  @IsOptional()
  @Rule('assigneeId', (v) =>
    v === null || (typeof v === 'string' && UUID_RE.test(v))
      ? null
      : 'The assignee must be a staff member’s id (or null to unassign).',
  )
  assigneeId?: string | null;

  @ApiPropertyOptional({ enum: CONVERSATION_STATUSES })
  @IsOptional()
  @Rule('status', oneOf('Status', CONVERSATION_STATUSES))
  status?: ConversationStatus;
}

/** The multipart form of a new message (Swagger only: the body is read as a stream). */
export class SendChatMessageFormDto {
  @ApiPropertyOptional({ maxLength: CHAT_LIMITS.maxContentLength })
  content?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'One of the customer’s valuation requests' })
  valuationId?: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    maxItems: CHAT_LIMITS.maxAttachments,
    description: `Field "${CHAT_ATTACHMENTS_FIELD}": images, PDF, DOC, DOCX; ≤ 10 MB each`,
  })
  attachments?: unknown[];
}
