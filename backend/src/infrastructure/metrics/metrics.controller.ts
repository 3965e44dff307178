import { Controller, Get, Req, Res } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { MetricsConfig } from '../config/metrics.config';
import { checkMetricsAccess } from './metrics-access';
import { MetricsService } from './metrics.service';

/** GET /metrics, outside /api (app.setup.ts leaves it out of the prefix). */
@ApiTags('operations')
@Controller('metrics')
export class MetricsController {
  private readonly token: string | null;

  constructor(
    private readonly metrics: MetricsService,
    config: ConfigService,
  ) {
    this.token = config.getOrThrow<MetricsConfig>('metrics').token;
  }

  @Get()
  @ApiOperation({
    summary: "The process's metrics in the Prometheus text format",
    description:
      'With METRICS_TOKEN set, send it as a bearer token (a user’s access token is refused); ' +
      'unset, only callers on the machine itself are answered. docs/operations.md "Metrics".',
  })
  @ApiBearerAuth()
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'Prometheus text exposition format 0.0.4', type: String })
  @ApiUnauthorizedResponse({
    type: ErrorResponseDto,
    description: 'METRICS_TOKEN missing or wrong',
  })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not from this machine' })
  async read(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    checkMetricsAccess(request, this.token);
    reply.header('content-type', this.metrics.contentType).header('cache-control', 'no-store');
    return this.metrics.render();
  }
}
