import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CATALOGUE, VISIT_TEXTS } from '@valuation/contracts';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { Authenticated, type AuthenticatedUser, CurrentUser } from '../auth';
import { BookVisitDto, RescheduleVisitDto, VisitSlotsQueryDto } from './dto/book-visit.dto';
import {
  CancelVisitResponseDto,
  CheckoutUrlResponseDto,
  VisitResponseDto,
  VisitSlotsResponseDto,
  VisitsResponseDto,
} from './dto/visit.dto';
import { VisitsService } from './visits.service';

const Id = () => Param('id', new ParseIdPipe(VISIT_TEXTS.notFound));

/** Home visits for customers (docs/product.md §2.22). */
@ApiTags('visits')
@Controller('visits')
export class VisitsController {
  constructor(private readonly visits: VisitsService) {}

  @Get('slots')
  @ApiOperation({
    summary:
      'Free start times (public): Europe/London business hours, no Sundays or bank holidays, 24 hours to 60 days ahead, while an expert is free',
  })
  @ApiOkResponse({ type: VisitSlotsResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  slots(@Query() query: VisitSlotsQueryDto): Promise<VisitSlotsResponseDto> {
    return this.visits.slots(
      query.from,
      query.days ?? 1,
      query.hours ?? CATALOGUE.homeVisit.minHours,
    );
  }

  @Post()
  @Authenticated()
  @ApiOperation({
    summary: 'Book a visit: held for 30 minutes in awaiting_deposit while the deposit is paid',
  })
  @ApiCreatedResponse({ type: VisitResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field (named) breaks a rule' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The time was just taken' })
  async book(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: BookVisitDto,
  ): Promise<VisitResponseDto> {
    return { visit: await this.visits.book(user, dto) };
  }

  @Get()
  @Authenticated()
  @ApiOperation({ summary: "The signed-in customer's visits, latest first" })
  @ApiOkResponse({ type: VisitsResponseDto })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<VisitsResponseDto> {
    return { visits: await this.visits.list(user.id) };
  }

  @Get(':id')
  @Authenticated()
  @ApiOperation({ summary: "One of the customer's own visits (another's: 404)" })
  @ApiOkResponse({ type: VisitResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async get(@CurrentUser() user: AuthenticatedUser, @Id() id: string): Promise<VisitResponseDto> {
    return { visit: await this.visits.get(user.id, id) };
  }

  @Post(':id/checkout')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Where to pay the deposit (or the balance once completed)' })
  @ApiOkResponse({ type: CheckoutUrlResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Nothing is due' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async checkout(
    @CurrentUser() user: AuthenticatedUser,
    @Id() id: string,
  ): Promise<CheckoutUrlResponseDto> {
    return { checkoutUrl: await this.visits.checkout(user, id) };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary:
      'Cancel: 48 hours or more ahead the deposit is refunded in full, later it is kept as the late-cancellation fee',
  })
  @ApiOkResponse({ type: CancelVisitResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already cancelled or completed' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  cancel(
    @CurrentUser() user: AuthenticatedUser,
    @Id() id: string,
  ): Promise<CancelVisitResponseDto> {
    return this.visits.cancel(user.id, id);
  }

  @Post(':id/reschedule')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Move to another free time (free, 48 hours or more ahead)' })
  @ApiOkResponse({ type: VisitResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'The time was just taken, or less than 48 hours remain',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async reschedule(
    @CurrentUser() user: AuthenticatedUser,
    @Id() id: string,
    @Body() dto: RescheduleVisitDto,
  ): Promise<VisitResponseDto> {
    return { visit: await this.visits.reschedule(user.id, id, dto) };
  }

  @Get(':id/calendar.ics')
  @Authenticated()
  @ApiOperation({
    summary:
      'The calendar invitation of the visit (text/calendar); once cancelled, its cancellation (METHOD:CANCEL)',
  })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'The .ics file', schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async calendar(
    @CurrentUser() user: AuthenticatedUser,
    @Id() id: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { reference, ics, cancelled } = await this.visits.calendar(user.id, id);
    const [method, name] = cancelled
      ? ['CANCEL', `home-visit-${reference}-cancelled`]
      : ['REQUEST', `home-visit-${reference}`];
    await reply
      .header('content-type', `text/calendar; charset=utf-8; method=${method}`)
      .header('content-disposition', `attachment; filename="${name}.ics"`)
      .header('cache-control', 'private, no-store')
      .send(ics);
  }
}
