import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ConversationValuation } from '@valuation/contracts';
import { In, Repository } from 'typeorm';
import { ValuationRequest } from '../valuations';
import { ValuationOwnershipPort } from './valuation-ownership.port';

/** How many of a customer's requests are shown beside a conversation. */
const BESIDE_LIMIT = 50;

/**
 * The chat's view of valuation requests, read from the valuations module's table through its
 * entity (primary key, the unique reference, and the (userId, createdAt) index).
 */
@Injectable()
export class RepositoryValuationOwnership extends ValuationOwnershipPort {
  constructor(
    @InjectRepository(ValuationRequest) private readonly requests: Repository<ValuationRequest>,
  ) {
    super();
  }

  override async ownsValuation(customerId: string, valuationId: string): Promise<boolean> {
    return this.requests.exists({ where: { id: valuationId, userId: customerId } });
  }

  override async referencesOf(valuationIds: string[]): Promise<Map<string, string>> {
    if (valuationIds.length === 0) return new Map();
    const rows = await this.requests.find({
      where: { id: In(valuationIds) },
      select: ['id', 'reference'],
    });
    return new Map(rows.map((r) => [r.id, r.reference]));
  }

  override async valuationsOf(customerId: string): Promise<ConversationValuation[]> {
    const rows = await this.requests.find({
      where: { userId: customerId },
      select: ['id', 'reference', 'serviceType', 'status', 'createdAt'],
      order: { createdAt: 'DESC', id: 'ASC' },
      take: BESIDE_LIMIT,
    });
    return rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      serviceType: r.serviceType,
      status: r.status,
      createdAt: new Date(r.createdAt).toISOString(),
    }));
  }
}
