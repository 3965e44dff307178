import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CollectionEstimate } from '@valuation/contracts';
import { Repository } from 'typeorm';
import { MarketNoticeEntity } from './entities/market-notice.entity';

/**
 * What market movements suggest requests are worth now, for other modules (the collection): the
 * estimate of each request's newest notice, the same notice its request page shows (told to the
 * customer, not withdrawn). Always an estimate, never a valuation.
 */
@Injectable()
export class MarketEstimatesService {
  constructor(
    @InjectRepository(MarketNoticeEntity) private readonly notices: Repository<MarketNoticeEntity>,
  ) {}

  /** The estimate of each of these requests that has one (one query, over IDX_market_notices_valuation). */
  async latestFor(valuationIds: string[]): Promise<Map<string, CollectionEstimate>> {
    if (valuationIds.length === 0) return new Map();
    const rows: {
      valuationId: string;
      estimatedValue: string;
      changePercent: string;
      effectiveFrom: Date | string;
    }[] = await this.notices.query(
      `SELECT DISTINCT ON (n."valuationId") n."valuationId", n."estimatedValue",
              m."changePercent", m."effectiveFrom"
         FROM "market_notices" n
         JOIN "market_movements" m ON m."id" = n."movementId"
        WHERE n."valuationId" = ANY($1::uuid[])
          AND n."notifiedAt" IS NOT NULL
          AND m."withdrawnAt" IS NULL
        ORDER BY n."valuationId", m."createdAt" DESC, n."createdAt" DESC`,
      [valuationIds],
    );
    return new Map(
      rows.map((r) => [
        r.valuationId,
        {
          value: Math.round(Number(r.estimatedValue)),
          changePercent: Number(r.changePercent),
          effectiveFrom: new Date(r.effectiveFrom).toISOString().slice(0, 10),
        },
      ]),
    );
  }
}
