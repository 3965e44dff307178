import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
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
import { Authenticated, type AuthenticatedUser, CurrentUser } from '../auth';
import { RespondToInfoDto, ValuationResponseDto } from '../valuations';
import { InfoReplyService } from './info-reply.service';

/** The customer's "Send to the expert" (contracts: Valuation requests). */
@ApiTags('valuations')
@Controller('valuations')
@Authenticated()
export class InfoReplyController {
  constructor(private readonly replies: InfoReplyService) {}

  @Post(':id/respond')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Send the answer to "more information" (owner): the photos added since the question and an optional reply; back in review',
  })
  @ApiOkResponse({ type: ValuationResponseDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Neither a new photo nor a reply, or a reply over 4000 characters',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The expert is not waiting' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async respond(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', new ParseIdPipe(VALUATION_ERRORS.notFound)) id: string,
    @Body() dto: RespondToInfoDto,
  ): Promise<ValuationResponseDto> {
    return { valuation: await this.replies.respond(user.id, id, dto.message) };
  }
}
