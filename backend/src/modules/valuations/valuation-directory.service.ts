import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ConversationValuation } from '@valuation/contracts';
import { In, Not, Repository } from 'typeorm';
import { ValuationPhoto } from './entities/valuation-photo.entity';
import { ValuationRequest } from './entities/valuation-request.entity';

/** How many of a customer's requests are shown beside a conversation. */
const BESIDE_LIMIT = 50;

/** A request on a page of a market movement's requests (the movement's staff page). */
export type ValuationReferenceRow = Pick<
  ValuationRequest,
  | 'id'
  | 'userId'
  | 'reference'
  | 'watchBrand'
  | 'handbagBrand'
  | 'otherWatchBrand'
  | 'otherHandbagBrand'
>;

/**
 * What other modules may know of the requests, and the plain changes they may make, without
 * reading their table (the chat: whether a message's request is the customer's, their references
 * shown as links, the customer's requests beside a conversation; the staff console: a request,
 * its photos, its assignee and revaluation advice; market movements: the requests they concern).
 * Primary key, the unique reference, the (userId, createdAt) and (valuationId, uploadedAt) indexes.
 */
@Injectable()
export class ValuationDirectoryService {
  constructor(
    @InjectRepository(ValuationRequest) private readonly requests: Repository<ValuationRequest>,
    @InjectRepository(ValuationPhoto) private readonly photos: Repository<ValuationPhoto>,
  ) {}

  /** A request by its id, whoever owns it (staff, jobs), or null. */
  findById(id: string): Promise<ValuationRequest | null> {
    return this.requests.findOne({ where: { id } });
  }

  /** These requests, in no order (missing ones are left out). */
  async findByIds(ids: string[]): Promise<ValuationRequest[]> {
    if (ids.length === 0) return [];
    return this.requests.createQueryBuilder('v').where('v.id IN (:...ids)', { ids }).getMany();
  }

  /** The customer's other requests, newest first (at most 50), for a request's staff page. */
  othersOf(customerId: string, exceptId: string): Promise<ValuationRequest[]> {
    return this.requests.find({
      where: { userId: customerId, id: Not(exceptId) },
      order: { createdAt: 'DESC' },
      take: BESIDE_LIMIT,
    });
  }

  /** The request's newest photos (at most `take`), newest first. */
  newestPhotos(valuationId: string, take: number): Promise<ValuationPhoto[]> {
    return this.photos.find({
      where: { valuationId },
      order: { uploadedAt: 'DESC', id: 'ASC' },
      take,
    });
  }

  /** Gives the request to an expert without changing its status (the lifecycle records why). */
  async setAssignee(id: string, assigneeId: string, at: Date): Promise<void> {
    await this.requests.update({ id }, { assigneeId, updatedAt: at });
  }

  /** Remembers staff's advice to revalue a completed request (shown to its customer). */
  async recommendRevaluation(id: string, reason: string, at: Date): Promise<void> {
    await this.requests.update(
      { id },
      { revaluationRecommendationReason: reason, revaluationRecommendationAt: at, updatedAt: at },
    );
  }

  /**
   * A page of these requests in the order of their references (a market movement's requests),
   * with what its rows show. The ids go as one array parameter, however many there are.
   */
  pageByReference(ids: string[], offset: number, limit: number): Promise<ValuationReferenceRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.requests
      .createQueryBuilder('v')
      .select(['v.id', 'v.userId', 'v.reference', 'v.watchBrand', 'v.handbagBrand'])
      .addSelect(['v.otherWatchBrand', 'v.otherHandbagBrand'])
      .where('v.id = ANY(:ids)', { ids })
      .orderBy('v.reference', 'ASC')
      .offset(offset)
      .limit(limit)
      .getMany();
  }

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
