import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MarketNotice } from '@valuation/contracts';
import { Repository } from 'typeorm';
import { MarketMovementEntity } from './entities/market-movement.entity';
import { MarketNoticeEntity } from './entities/market-notice.entity';

/** The customer's side of a movement: the notice a completed request's page shows. */
@Injectable()
export class MarketNoticesService {
  constructor(
    @InjectRepository(MarketNoticeEntity) private readonly notices: Repository<MarketNoticeEntity>,
  ) {}

  /** The notice a completed request's page shows: its newest movement's, once notified, unless withdrawn. */
  async noticeFor(valuationId: string): Promise<MarketNotice | null> {
    const row = await this.notices
      .createQueryBuilder('n')
      .innerJoinAndMapOne('n.movement', MarketMovementEntity, 'm', 'm.id = n.movementId')
      .where('n.valuationId = :valuationId', { valuationId })
      .andWhere('n.notifiedAt IS NOT NULL')
      .andWhere('m.withdrawnAt IS NULL')
      .orderBy('m.createdAt', 'DESC')
      .addOrderBy('n.createdAt', 'DESC')
      .getOne();
    if (!row) return null;
    const m = (row as MarketNoticeEntity & { movement: MarketMovementEntity }).movement;
    return {
      movementId: m.id,
      changePercent: Number(m.changePercent),
      note: m.note,
      effectiveFrom: m.effectiveFrom.toISOString(),
      value: Number(row.value),
      estimatedValue: Number(row.estimatedValue),
      currency: 'GBP',
      notifiedAt: row.notifiedAt!.toISOString(),
      revaluationId: row.revaluationId,
    };
  }

  /** Remembers the revaluation requested from a request's current notice. */
  async linkRevaluation(
    valuationId: string,
    movementId: string,
    revaluationId: string,
  ): Promise<void> {
    await this.notices.update({ valuationId, movementId }, { revaluationId });
  }
}
