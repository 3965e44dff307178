import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { COLLECTION_ERRORS } from '@valuation/contracts';
import type { FastifyReply } from 'fastify';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { Authenticated, type AuthenticatedUser, CurrentUser } from '../auth';
import { CollectionService } from './collection.service';
import {
  CollectionQueryDto,
  CreateScheduleShareDto,
  UpdateCollectionItemDto,
} from './dto/collection-request.dto';
import {
  CollectionItemResponseDto,
  CollectionResponseDto,
  RevokedDto,
  ScheduleShareResponseDto,
  ScheduleSharesResponseDto,
} from './dto/collection-response.dto';
import { ScheduleSharesService } from './schedule-shares.service';

/** My collection (issue 34): the signed-in customer's valued items, schedule and shares. */
@ApiTags('collection')
@Controller('collection')
@Authenticated()
export class CollectionController {
  constructor(
    private readonly collection: CollectionService,
    private readonly shares: ScheduleSharesService,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'The customer’s valued items (a completed request with its revaluations is one item, with its history), with market estimates, and the totals (whole pounds, items left out not counted, the whole collection whatever the search)',
  })
  @ApiOkResponse({ type: CollectionResponseDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A query parameter out of its rules',
  })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: CollectionQueryDto,
  ): Promise<CollectionResponseDto> {
    return this.collection.list(user.id, query);
  }

  @Put('items/:id')
  @ApiOperation({
    summary:
      'Leave an item out of the totals and the schedule (sold, given away), or include it again; it stays in the list',
  })
  @ApiOkResponse({ type: CollectionItemResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Not one of the customer’s items' })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', new ParseIdPipe(COLLECTION_ERRORS.itemNotFound)) id: string,
    @Body() dto: UpdateCollectionItemDto,
  ): Promise<CollectionItemResponseDto> {
    return { item: await this.collection.setExcluded(user.id, id, dto.excluded) };
  }

  @Get('schedule.csv')
  @ApiOperation({
    summary:
      'The insurance schedule as CSV (UTF-8, a header row, one row per included item, values in pounds without symbols or separators)',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'Sent as an attachment: insurance-schedule-YYYY-MM-DD.csv',
    schema: { type: 'string' },
  })
  async csv(@CurrentUser() user: AuthenticatedUser, @Res() reply: FastifyReply): Promise<void> {
    const { filename, body } = await this.collection.scheduleCsv(user.id);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  }

  @Post('shares')
  @ApiOperation({
    summary:
      'Share the schedule with an insurer or broker: a read-only link (the only time its token is shown), valid for 1–90 days',
  })
  @ApiCreatedResponse({ type: ScheduleShareResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async share(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateScheduleShareDto,
  ): Promise<ScheduleShareResponseDto> {
    return { share: await this.shares.create(user.id, dto.recipient, dto.expiresInDays) };
  }

  @Get('shares')
  @ApiOperation({
    summary: 'The customer’s shares not revoked, newest first, with views (never a token or link)',
  })
  @ApiOkResponse({ type: ScheduleSharesResponseDto })
  async listShares(@CurrentUser() user: AuthenticatedUser): Promise<ScheduleSharesResponseDto> {
    return { shares: await this.shares.list(user.id) };
  }

  @Delete('shares/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke a share: its link answers 404 at once' })
  @ApiOkResponse({ type: RevokedDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Not one of the customer’s shares' })
  async revoke(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', new ParseIdPipe(COLLECTION_ERRORS.shareNotFound)) id: string,
  ): Promise<RevokedDto> {
    await this.shares.revoke(user.id, id);
    return { success: true };
  }
}
