import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  londonDate,
  scheduleFilename,
  type CollectionTotals,
  type PostalAddress,
} from '@valuation/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import type { AppConfig } from '../../infrastructure/config/app.config';
import { Authenticated, type AuthenticatedUser, CurrentUser } from '../auth';
import { renderSchedule } from '../certificates';
import type { ScheduleRow } from './collection-items';
import { CollectionService } from './collection.service';

const PDF_ANSWER = {
  description:
    'The PDF, streamed as it is made; sent as an attachment: insurance-schedule-YYYY-MM-DD.pdf',
  schema: { type: 'string', format: 'binary' },
};

/**
 * The insurance schedule as PDF (contracts.md, "My collection and the insurance schedule"): the
 * customer's own, and the one a shared link opens (no address). Drawn by the certificates
 * module's renderer (the product's one PDF stack) and streamed to the answer page by page.
 */
@ApiTags('collection')
@Controller()
export class CollectionScheduleController {
  private readonly publicUrl: string;

  constructor(
    private readonly collection: CollectionService,
    config: ConfigService,
  ) {
    this.publicUrl = config.getOrThrow<AppConfig>('app').publicUrl;
  }

  @Get('collection/schedule.pdf')
  @Authenticated()
  @ApiOperation({
    summary:
      'The insurance schedule as PDF: the customer’s name and address and the date; one row per included item (number, description with its identity, certificate reference, valuation date, basis, value); totals per category and in all; where to check each certificate; "Page N of M" on every page',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF_ANSWER)
  async own(@CurrentUser() user: AuthenticatedUser, @Res() reply: FastifyReply): Promise<void> {
    const schedule = await this.collection.schedule(user.id);
    await this.send(reply, { ...schedule, recipient: null });
  }

  @Get('shared/schedules/:token/schedule.pdf')
  @ApiOperation({
    summary:
      'A shared insurance schedule as PDF (public): as the customer’s own, with the customer’s name but never their address, email or phone; rate-limited per address as the shared page',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF_ANSWER)
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: 'The same answer for an unknown, altered, revoked or expired token',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'With Retry-After' })
  async shared(
    @Param('token') token: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // The page's opening counted the view; downloading its PDF does not count another.
    const schedule = await this.collection.sharedSchedule(token, {
      ip: req.ip ?? 'unknown',
      countView: false,
    });
    reply.header('x-robots-tag', 'noindex, nofollow');
    await this.send(reply, { ...schedule, address: null });
  }

  private async send(
    reply: FastifyReply,
    schedule: {
      customerName: string;
      address: PostalAddress | null;
      recipient: string | null;
      generatedAt: string;
      rows: ScheduleRow[];
      totals: CollectionTotals;
    },
  ): Promise<void> {
    const pdf = renderSchedule({
      customerName: schedule.customerName,
      address: schedule.address,
      recipient: schedule.recipient,
      date: new Date(schedule.generatedAt),
      items: schedule.rows,
      totals: schedule.totals,
      publicUrl: this.publicUrl,
    });
    const filename = scheduleFilename(londonDate(schedule.generatedAt), 'pdf');
    await reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }
}
