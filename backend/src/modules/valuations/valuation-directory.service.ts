import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ConversationValuation } from '@valuation/contracts';
import { In, Repository } from 'typeorm';
import { ValuationRequest } from './entities/valuation-request.entity';

/** How many of a customer's requests are shown beside a conversation. */
const BESIDE_LIMIT = 50;

/**
 * What other modules may know of the requests without reading their table (the chat: whether a
 * message's request is the customer's, their references shown as links, the customer's requests
 * beside a conversation). Primary key, the unique reference and the (userId, createdAt) index.
 */
@Injectable()
export class ValuationDirectoryService {
  constructor(
    @InjectRepository(ValuationRequest) private readonly requests: Repository<ValuationRequest>,
  ) {}

  /** True when `valuationId` is one of `customerId`'s requests. */
  ownsValuation(customerId: string, valuationId: string): Promise<boolean> {
    return this.requests.exists({ where: { id: valuationId, userId: customerId } });
  }

  /** The public references of these requests (missing ones are left out). */
  async referencesOf(valuationIds: string[]): Promise<Map<string, string>> {
    if (valuationIds.length === 0) return new Map();
    const rows = await this.requests.find({
      where: { id: In(valuationIds) },
      select: ['id', 'reference'],
    });
    return new Map(rows.map((r) => [r.id, r.reference]));
  }

  /** The customer's requests, newest first (at most 50). */
  async valuationsOf(customerId: string): Promise<ConversationValuation[]> {
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
