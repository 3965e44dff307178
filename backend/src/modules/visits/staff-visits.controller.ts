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
import { VISIT_TEXTS } from '@valuation/contracts';
import { DomainError } from '../../common/domain-error';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { type AuthenticatedUser, CurrentUser, StaffOnly } from '../auth';
import {
  AssignVisitDto,
  CompleteVisitDto,
  StaffCancelVisitDto,
  StaffVisitResponseDto,
  StaffVisitsPageDto,
  StaffVisitsQueryDto,
  TimeOffDto,
  TimeOffResponseDto,
} from './dto/staff-visit.dto';
import { StaffVisitsService } from './staff-visits.service';

const Id = () => new ParseIdPipe(VISIT_TEXTS.notFound);

/** The experts' agenda of home visits (docs/product.md §2.22); 403 to customers. */
@ApiTags('staff: visits')
@Controller('staff')
@StaffOnly()
export class StaffVisitsController {
  constructor(private readonly staff: StaffVisitsService) {}

  @Get('visits')
  @ApiOperation({
    summary: 'The agenda, earliest first: by time, expert (me, none, any) and status; paged',
  })
  @ApiOkResponse({ type: StaffVisitsPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  agenda(
    @Query() query: StaffVisitsQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<StaffVisitsPageDto> {
    return this.staff.agenda(query, user);
  }

  @Get('visits/:id')
  @ApiOperation({ summary: 'One visit with its customer and timeline' })
  @ApiOkResponse({ type: StaffVisitResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async get(@Param('id', Id()) id: string): Promise<StaffVisitResponseDto> {
    return { visit: await this.staff.detail(id) };
  }

  @Post('visits/:id/assign')
  @HttpCode(200)
  @ApiOperation({ summary: 'Move the visit to an expert (the caller by default) who is free' })
  @ApiOkResponse({ type: StaffVisitResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'That expert is not free' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async assign(
    @Param('id', Id()) id: string,
    @Body() dto: AssignVisitDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<StaffVisitResponseDto> {
    return { visit: await this.staff.assign(id, user, dto.expertId) };
  }

  @Post('visits/:id/complete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record the hours spent: completed, balance = £185 x hours - deposit' })
  @ApiOkResponse({ type: StaffVisitResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Not a confirmed visit' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async complete(
    @Param('id', Id()) id: string,
    @Body() dto: CompleteVisitDto,
  ): Promise<StaffVisitResponseDto> {
    return { visit: await this.staff.complete(id, dto.hours, dto.notes) };
  }

  @Post('visits/:id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel with a reason at any time; the deposit is refunded in full' })
  @ApiOkResponse({ type: StaffVisitResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already cancelled or completed' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async cancel(
    @Param('id', Id()) id: string,
    @Body() dto: StaffCancelVisitDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<StaffVisitResponseDto> {
    return { visit: await this.staff.cancel(id, user, dto.reason) };
  }

  @Post('experts/:id/time-off')
  @ApiOperation({
    summary:
      "Record an expert's time off (an expert their own, an admin anyone's); slots follow at once",
  })
  @ApiCreatedResponse({ type: TimeOffResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The expert has a visit then' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async timeOff(
    @Param('id', new ParseIdPipe(VISIT_TEXTS.expertNotFound)) id: string,
    @Body() dto: TimeOffDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<TimeOffResponseDto> {
    if (user.role !== 'admin' && user.id !== id) {
      throw new DomainError('FORBIDDEN', 'Only an admin may record time off for another expert.');
    }
    return { timeOff: await this.staff.addTimeOff(id, dto) };
  }
}
