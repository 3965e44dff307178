import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import {
  SAVED_REPLY_LIMITS,
  SAVED_REPLY_RULES,
  type CreateSavedReplyRequest,
  type SavedRepliesResponse,
  type SavedReply,
  type SavedReplyResponse,
  type UpdateSavedReplyRequest,
} from '@valuation/contracts';
import { Rule } from '../../../common/validation/rule.decorator';

export class SavedReplyDto implements SavedReply {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Caseback photo', maxLength: SAVED_REPLY_LIMITS.title }) title: string;
  @ApiProperty({ maxLength: SAVED_REPLY_LIMITS.content }) content: string;
  @ApiProperty({ description: 'Offered to every expert (kept by admins)' }) shared: boolean;
  @ApiProperty({ description: 'The caller may change and delete it' }) editable: boolean;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class SavedRepliesResponseDto implements SavedRepliesResponse {
  @ApiProperty({ type: [SavedReplyDto] }) replies: SavedReplyDto[];
}

export class SavedReplyResponseDto implements SavedReplyResponse {
  @ApiProperty({ type: SavedReplyDto }) reply: SavedReplyDto;
}

/** POST /api/staff/saved-replies */
export class CreateSavedReplyDto implements CreateSavedReplyRequest {
  @ApiProperty({ maxLength: SAVED_REPLY_LIMITS.title, example: 'Caseback photo' })
  @Rule('title', SAVED_REPLY_RULES.title)
  title: string;

  @ApiProperty({ maxLength: SAVED_REPLY_LIMITS.content })
  @Rule('content', SAVED_REPLY_RULES.content)
  content: string;

  @ApiPropertyOptional({ default: false, description: 'Offered to every expert (admins only)' })
  @IsOptional()
  @Rule('shared', (v) => (typeof v === 'boolean' ? null : 'Shared must be true or false'))
  shared?: boolean;
}

/** PATCH /api/staff/saved-replies/:id */
export class UpdateSavedReplyDto implements UpdateSavedReplyRequest {
  @ApiPropertyOptional({ maxLength: SAVED_REPLY_LIMITS.title })
  @IsOptional()
  @Rule('title', SAVED_REPLY_RULES.title)
  title?: string;

  @ApiPropertyOptional({ maxLength: SAVED_REPLY_LIMITS.content })
  @IsOptional()
  @Rule('content', SAVED_REPLY_RULES.content)
  content?: string;
}
