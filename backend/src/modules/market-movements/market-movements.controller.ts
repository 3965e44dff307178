import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
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
  MarketMovementsPageDto,
  parseEffectiveFrom,
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
      'Record a movement: answers at once with how many requests it concerns; their customers are notified by a scheduled job',
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
      effectiveFrom: parseEffectiveFrom(dto.effectiveFrom),
    });
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
