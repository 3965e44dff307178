import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import type { HealthResponse } from '@valuation/contracts';

const HEALTH_TIMEOUT_MS = 2500;

export class HealthDto implements HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';

  @ApiProperty({ enum: ['up', 'down'] })
  database: 'up' | 'down';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @ApiOkResponse({ type: HealthDto, description: '{"status":"ok","database":"up"}' })
  @ApiServiceUnavailableResponse({
    type: HealthDto,
    description: '{"status":"error","database":"down"}',
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    reply.header('cache-control', 'no-store');
    try {
      // Bounded below 3 s whatever the database does (PostgreSQL also gives up connecting after
      // 2 s, see database.config.ts), so a load balancer never waits on a hung check.
      await Promise.race([
        this.db.query('SELECT 1'),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS).unref(),
        ),
      ]);
      return { status: 'ok', database: 'up' };
    } catch {
      reply.status(503);
      return { status: 'error', database: 'down' };
    }
  }
}
