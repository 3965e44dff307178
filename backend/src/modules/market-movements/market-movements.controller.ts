import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { PageQueryDto } from '../../common/pagination/page-query.dto';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { type AuthenticatedUser, CurrentUser, StaffOnly } from '../auth';
import {
  CreateMarketMovementDto,
  MarketMovementCreatedDto,
  MarketMovementDetailDto,
  MarketMovementPreviewDto,
  MarketMovementPreviewQueryDto,
  MarketMovementsPageDto,
  MarketMovementWithdrawnDto,
} from './dto/market-movement.dto';
import { MARKET_ERRORS, MarketMovementsService } from './market-movements.service';

/** Staff: record market movements and see whom they reached (docs/product.md "Notifications"). */
@ApiTags('staff')
@Controller('staff/market-movements')
@StaffOnly()
export class MarketMovementsController {
  constructor(private readonly market: MarketMovementsService) {}

  @Post()
  @ApiOperation({
    summary:
      'Record a movement (effective today or earlier; certificates issued up to the end of that day count): answers at once with how many requests it concerns; their customers are notified by a scheduled job once the withdrawal window (15 minutes) has passed',
  })
  @ApiCreatedResponse({ type: MarketMovementCreatedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateMarketMovementDto,
  ): Promise<MarketMovementCreatedDto> {
    return this.market.create(user, {
      service: dto.service,
      brand: dto.brand,
      changePercent: dto.changePercent,
      note: dto.note,
      effectiveFrom: dto.effectiveFrom,
    });
  }

  @Get('preview')
  @ApiOperation({
    summary:
      'How many requests (and customers) a movement would concern if recorded now, by the same rules as recording it',
  })
  @ApiOkResponse({ type: MarketMovementPreviewDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  preview(@Query() query: MarketMovementPreviewQueryDto): Promise<MarketMovementPreviewDto> {
    return this.market.preview(query);
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Withdraw a movement within 15 minutes of recording it: its customers are never told (its notices withdrawn, its mails and pushes not sent)',
  })
  @ApiOkResponse({ type: MarketMovementWithdrawnDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Withdrawn already, or its window has passed',
  })
  withdraw(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', new ParseIdPipe(MARKET_ERRORS.notFound)) id: string,
  ): Promise<MarketMovementWithdrawnDto> {
    return this.market.withdraw(user, id);
  }

  @Get()
  @ApiOperation({ summary: 'The movements, newest first, with how many customers each reached' })
  @ApiOkResponse({ type: MarketMovementsPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  list(@Query() query: PageQueryDto): Promise<MarketMovementsPageDto> {
    return this.market.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One movement and the requests it concerned (paged)' })
  @ApiOkResponse({ type: MarketMovementDetailDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  detail(
    @Param('id', new ParseIdPipe(MARKET_ERRORS.notFound)) id: string,
    @Query() query: PageQueryDto,
  ): Promise<MarketMovementDetailDto> {
    return this.market.detail(id, query);
  }
}
