import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { SAVED_REPLY_TEXTS } from '@valuation/contracts';
import { ErrorResponseDto, SuccessDto } from '../../common/dto/error-response.dto';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { type AuthenticatedUser, CurrentUser, StaffOnly } from '../auth';
import {
  CreateSavedReplyDto,
  SavedRepliesResponseDto,
  SavedReplyResponseDto,
  UpdateSavedReplyDto,
} from './dto/saved-reply.dto';
import { SavedRepliesService } from './saved-replies.service';

const Id = () => new ParseIdPipe(SAVED_REPLY_TEXTS.notFound);

@ApiTags('staff: saved replies')
@Controller('staff/saved-replies')
@StaffOnly('Not staff, or a shared reply changed by an expert (admins keep shared replies)')
export class SavedRepliesController {
  constructor(private readonly replies: SavedRepliesService) {}

  @Get()
  @ApiOperation({ summary: "The caller's saved replies, then the shared ones (expert, admin)" })
  @ApiOkResponse({ type: SavedRepliesResponseDto })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<SavedRepliesResponseDto> {
    return { replies: await this.replies.list(user) };
  }

  @Post()
  @ApiOperation({ summary: 'Save a reply: your own, or (admins) a shared one' })
  @ApiCreatedResponse({ type: SavedReplyResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Too many saved replies' })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateSavedReplyDto,
  ): Promise<SavedReplyResponseDto> {
    return { reply: await this.replies.create(user, dto) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change the name or text of your reply (shared ones: admins)' })
  @ApiOkResponse({ type: SavedReplyResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', Id()) id: string,
    @Body() dto: UpdateSavedReplyDto,
  ): Promise<SavedReplyResponseDto> {
    return { reply: await this.replies.update(user, id, dto) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete your reply (shared ones: admins)' })
  @ApiOkResponse({ type: SuccessDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', Id()) id: string,
  ): Promise<SuccessDto> {
    await this.replies.remove(user, id);
    return { success: true };
  }
}
