import { ApiProperty } from '@nestjs/swagger';
import {
  SENDER_ROLES,
  type AddChatPhotoRequest,
  type ChatImageCandidate,
  type ChatImagesResponse,
  type SenderRole,
} from '@valuation/contracts';
import { UUID_RE } from '../../../common/pipes/parse-id.pipe';
import { Rule } from '../../../common/validation/rule.decorator';

export class ChatImageCandidateDto implements ChatImageCandidate {
  @ApiProperty({ format: 'uuid', description: "The chat attachment's id" }) attachmentId: string;
  @ApiProperty({ example: 'caseback.jpg' }) name: string;
  @ApiProperty({ format: 'date-time' }) sentAt: string;
  @ApiProperty({ enum: SENDER_ROLES }) senderRole: SenderRole;
  @ApiProperty({ description: "Short-lived signed URL of the image's preview" }) previewUrl: string;
  @ApiProperty({ description: 'True once this image has been added to this request' })
  added: boolean;
}

export class ChatImagesResponseDto implements ChatImagesResponse {
  @ApiProperty({ type: [ChatImageCandidateDto] }) images: ChatImageCandidateDto[];
}

export class AddChatPhotoDto implements AddChatPhotoRequest {
  @ApiProperty({ format: 'uuid', description: "An image attachment of the customer's chat" })
  @Rule('attachmentId', (v) =>
    typeof v === 'string' && UUID_RE.test(v) ? null : 'Attachment must be a chat attachment id',
  )
  attachmentId: string;
}
