import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { VALUATION_ERRORS } from '@valuation/contracts';
import type { FastifyReply } from 'fastify';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { Authenticated, type AuthenticatedUser, CurrentUser } from '../auth';
import { ValuationResponseDto, ValuationsService } from '../valuations';
import { MarketNoticeResponseDto } from './dto/market-movement.dto';
import { MarketNoticesService } from './market-notices.service';
import { MarketRevaluationService } from './market-revaluation.service';

/** The customer's side of market movements: a request's notice and "Request Revaluation". */
@ApiTags('valuations')
@Controller('valuations')
@Authenticated()
export class MarketNoticesController {
  constructor(
    private readonly valuations: ValuationsService,
    private readonly market: MarketNoticesService,
    private readonly revaluations: MarketRevaluationService,
  ) {}

  @Get(':id/market-notice')
  @ApiOperation({ summary: 'The market notice of one own completed request (null when none)' })
  @ApiOkResponse({ type: MarketNoticeResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async notice(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', new ParseIdPipe(VALUATION_ERRORS.notFound)) id: string,
  ): Promise<MarketNoticeResponseDto> {
    const valuation = await this.valuations.getOwn(user.id, id);
    return { notice: await this.market.noticeFor(valuation.id) };
  }

  @Post(':id/revaluation')
  @ApiOperation({
    summary:
      'Request Revaluation: a new request filled in from this completed one (photos copied), at the standard price, awaiting payment; 200 with the open one when asked again',
  })
  @ApiCreatedResponse({ type: ValuationResponseDto })
  @ApiOkResponse({ type: ValuationResponseDto, description: 'A revaluation is already open' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The request is not completed' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async revalue(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', new ParseIdPipe(VALUATION_ERRORS.notFound)) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ValuationResponseDto> {
    const { valuation, created } = await this.revaluations.request(user.id, id);
    reply.status(created ? 201 : 200);
    return { valuation } as ValuationResponseDto;
  }
}
