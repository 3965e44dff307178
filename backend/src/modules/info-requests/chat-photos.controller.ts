import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { VALUATION_ERRORS } from '@valuation/contracts';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { type AuthenticatedUser, CurrentUser, StaffOnly } from '../auth';
import { ChatPhotosService } from './chat-photos.service';
import { AddChatPhotoDto, ChatImagesResponseDto } from './dto/chat-photo.dto';

const Id = () => new ParseIdPipe(VALUATION_ERRORS.notFound);

/** An expert adds an image the customer sent in the chat to their request. */
@ApiTags('staff: valuations')
@Controller('staff/valuations')
@StaffOnly()
export class ChatPhotosController {
  constructor(private readonly chatPhotos: ChatPhotosService) {}

  @Get(':id/chat-images')
  @ApiOperation({
    summary:
      "The images of the request's customer's chat (newest 50), each marked when already on the request",
  })
  @ApiOkResponse({ type: ChatImagesResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async list(@Param('id', Id()) id: string): Promise<ChatImagesResponseDto> {
    return { images: await this.chatPhotos.candidates(id) };
  }

  @Post(':id/photos/from-chat')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Add an image of the customer's own chat to their request (copied with its preview; on the timeline)",
  })
  @ApiOkResponse({ type: ChatImagesResponseDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: "Not an image of this customer's chat, or the request holds its most photos",
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Unpaid, completed or cancelled, or the image is already on the request',
  })
  async add(
    @Param('id', Id()) id: string,
    @Body() dto: AddChatPhotoDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ChatImagesResponseDto> {
    await this.chatPhotos.add(id, dto.attachmentId, user);
    return { images: await this.chatPhotos.candidates(id) };
  }
}
