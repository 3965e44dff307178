import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { CollectionService } from './collection.service';
import { SharedScheduleResponseDto } from './dto/collection-response.dto';

/** The schedule an insurer opens from a shared link (public, read-only). */
@ApiTags('collection')
@Controller('shared/schedules')
export class SharedSchedulesController {
  constructor(private readonly collection: CollectionService) {}

  @Get(':token')
  @ApiOperation({
    summary:
      'A shared insurance schedule (public): the customer’s name (never their email, phone or address) and the included items; each opening counts as a view; rate-limited per address',
  })
  @ApiOkResponse({ type: SharedScheduleResponseDto })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: 'The same answer for an unknown, altered, revoked or expired token',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'With Retry-After' })
  async open(
    @Param('token') token: string,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SharedScheduleResponseDto> {
    const schedule = await this.collection.sharedScheduleResponse(token, req.ip ?? 'unknown');
    reply.header('cache-control', 'private, no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
    return schedule;
  }
}
