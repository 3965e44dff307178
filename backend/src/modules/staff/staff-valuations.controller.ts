import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
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
import {
  AssignValuationDto,
  RecommendRevaluationDto,
  RequestInfoDto,
  StaffExpertsResponseDto,
  StaffValuationResponseDto,
  StaffValuationsPageDto,
  StaffValuationsQueryDto,
} from './dto/staff-valuation.dto';
import { ValuationQueueService } from '../valuations';
import { StaffValuationsService } from './staff-valuations.service';

const Id = () => new ParseIdPipe(VALUATION_ERRORS.notFound);

@ApiTags('staff: valuations')
@Controller('staff')
@StaffOnly('Not staff, or not allowed on this request')
export class StaffValuationsController {
  constructor(
    private readonly staff: StaffValuationsService,
    private readonly staffQueue: ValuationQueueService,
  ) {}

  @Get('valuations')
  @ApiOperation({
    summary:
      "The valuation queue (expert, admin): `view=all` (default) paid first, express before standard, then by due date; `view=open` leaves completed and cancelled out and puts overdue first, then the caller's, then unassigned; filters, search, paging",
  })
  @ApiOkResponse({ type: StaffValuationsPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  queue(
    @Query() query: StaffValuationsQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<StaffValuationsPageDto> {
    return this.staffQueue.queue(query, user);
  }

  @Get('experts')
  @ApiOperation({ summary: 'Staff accounts a request can be assigned to (expert, admin)' })
  @ApiOkResponse({ type: StaffExpertsResponseDto })
  async experts(): Promise<StaffExpertsResponseDto> {
    return { experts: await this.staff.experts() };
  }

  @Get('valuations/:id')
  @ApiOperation({
    summary: "A request with its customer, the customer's other requests and the timeline",
  })
  @ApiOkResponse({ type: StaffValuationResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async get(@Param('id', Id()) id: string): Promise<StaffValuationResponseDto> {
    return { valuation: (await this.staff.detail(id)) as StaffValuationResponseDto['valuation'] };
  }

  @Post('valuations/:id/assign')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Assign to the caller, or (admins) to another expert; a paid request goes into review',
  })
  @ApiOkResponse({ type: StaffValuationResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Unpaid, completed or cancelled' })
  async assign(
    @Param('id', Id()) id: string,
    @Body() dto: AssignValuationDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<StaffValuationResponseDto> {
    return {
      valuation: (await this.staff.assign(
        id,
        user,
        dto.expertId,
      )) as StaffValuationResponseDto['valuation'],
    };
  }

  @Post('valuations/:id/request-info')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Ask the customer for more photos or details (assignee or admin): → info_requested, mailed; back in review when they add photos',
  })
  @ApiOkResponse({ type: StaffValuationResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async requestInfo(
    @Param('id', Id()) id: string,
    @Body() dto: RequestInfoDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<StaffValuationResponseDto> {
    return {
      valuation: (await this.staff.requestInfo(
        id,
        user,
        dto.message,
      )) as StaffValuationResponseDto['valuation'],
    };
  }

  @Post('valuations/:id/recommend-revaluation')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Lifetime support on a completed valuation: the customer is mailed and sees a dashboard notice',
  })
  @ApiOkResponse({ type: StaffValuationResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async recommendRevaluation(
    @Param('id', Id()) id: string,
    @Body() dto: RecommendRevaluationDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<StaffValuationResponseDto> {
    return {
      valuation: (await this.staff.recommendRevaluation(
        id,
        user,
        dto.reason,
      )) as StaffValuationResponseDto['valuation'],
    };
  }
}
