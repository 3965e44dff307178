import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  COLLECTION_ERRORS,
  londonDate,
  scheduleFilename,
  type CollectionItem,
  type CollectionResponse,
  type CollectionTotals,
  type PostalAddress,
  type SharedScheduleItem,
  type SharedScheduleResponse,
} from '@valuation/contracts';
import { Repository } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { Clock } from '../../infrastructure/clock/clock';
import { RateLimitService } from '../../infrastructure/rate-limit/rate-limit.service';
import { MarketEstimatesService } from '../market-movements';
import { UsersService } from '../users';
import { ValuedItemsService } from '../valuations';
import {
  type CollectionFilter,
  filterAndSort,
  scheduleRows,
  searchableText,
  toCollectionItem,
  totalsOf,
  type ScheduleRow,
} from './collection-items';
import { ExcludedItem } from './entities/excluded-item.entity';
import { scheduleCsv } from './schedule-csv';
import { ScheduleSharesService } from './schedule-shares.service';

interface Entry {
  item: CollectionItem;
  /** What `q` is matched against (lower case). */
  text: string;
}

/** Everything the insurance schedule of a customer holds (the PDF and the CSV are made from it). */
export interface ScheduleData {
  customerName: string;
  /** The profile's address, else the one of the latest valuation; null when neither. */
  address: PostalAddress | null;
  /** ISO instant. */
  generatedAt: string;
  /** The included items, numbered, the most valuable first. */
  rows: ScheduleRow[];
  totals: CollectionTotals;
}

/** A shared schedule: the same without the address, with the share's recipient and end. */
export interface SharedScheduleData extends Omit<ScheduleData, 'address'> {
  recipient: string;
  expiresAt: string;
}

export interface SharedScheduleOptions {
  /** The caller's address: every opening counts against `sharedScheduleIp` (429 past it). */
  ip: string;
  /** Count the opening as a view (the page does; the PDF downloaded from it does not). */
  countView: boolean;
}

/**
 * My collection (issue 34): a customer's valued items, read through the valuations module's door
 * (never its tables), market estimates through the market-movements door, and what the collection
 * owns itself (items left out, shares). Two or three queries per call whatever the item count.
 */
@Injectable()
export class CollectionService {
  constructor(
    @InjectRepository(ExcludedItem) private readonly excluded: Repository<ExcludedItem>,
    private readonly valued: ValuedItemsService,
    private readonly estimates: MarketEstimatesService,
    private readonly users: UsersService,
    private readonly shares: ScheduleSharesService,
    private readonly rateLimit: RateLimitService,
    private readonly clock: Clock,
  ) {}

  /** Every item of the customer with its searchable text (unsorted). */
  private async items(userId: string): Promise<Entry[]> {
    const valued = await this.valued.itemsOf(userId);
    if (valued.length === 0) return [];
    const [estimates, excluded] = await Promise.all([
      this.estimates.latestFor(valued.map((v) => v.latestRequestId)),
      this.excluded.find({ select: ['itemId'], where: { userId } }),
    ]);
    const left = new Set(excluded.map((e) => e.itemId));
    return valued.map((v) => {
      const item = toCollectionItem(v, estimates.get(v.latestRequestId) ?? null, left.has(v.id));
      return { item, text: searchableText(v, item.title) };
    });
  }

  /** GET /collection: the items `filter` keeps, and the totals of the whole collection. */
  async list(userId: string, filter: CollectionFilter): Promise<CollectionResponse> {
    const all = await this.items(userId);
    return {
      items: filterAndSort(all, filter),
      totals: totalsOf(all.map((a) => a.item)),
    };
  }

  /** Leaves an item out of the totals and the schedule, or takes it back (another's: 404). */
  async setExcluded(userId: string, itemId: string, excluded: boolean): Promise<CollectionItem> {
    const all = await this.items(userId);
    const found = all.find((a) => a.item.id === itemId);
    if (!found) throw new DomainError('NOT_FOUND', COLLECTION_ERRORS.itemNotFound);
    if (excluded) {
      await this.excluded
        .createQueryBuilder()
        .insert()
        .values({ itemId, userId, excludedAt: this.clock.now() })
        .orIgnore()
        .execute();
    } else {
      await this.excluded.delete({ itemId, userId });
    }
    return { ...found.item, excluded };
  }

  /** The customer's insurance schedule: name, address, date, the included rows and totals. */
  async schedule(userId: string): Promise<ScheduleData> {
    const [user, all] = await Promise.all([this.users.findById(userId), this.items(userId)]);
    if (!user) throw new DomainError('NOT_FOUND', COLLECTION_ERRORS.itemNotFound);
    const items = all.map((a) => a.item);
    const address =
      user.address ?? (items.length > 0 ? await this.valued.latestAddressOf(userId) : null);
    return {
      customerName: `${user.firstName} ${user.lastName}`.trim(),
      address,
      generatedAt: this.clock.now().toISOString(),
      rows: scheduleRows(items),
      totals: totalsOf(items),
    };
  }

  /** GET /collection/schedule.csv: the schedule's rows as CSV and its file name. */
  async scheduleCsv(userId: string): Promise<{ filename: string; body: string }> {
    const schedule = await this.schedule(userId);
    return {
      filename: scheduleFilename(londonDate(schedule.generatedAt), 'csv'),
      body: scheduleCsv(schedule.rows),
    };
  }

  /**
   * The schedule a share's token opens (the customer's name, never their email, phone or
   * address); the same 404 for every token that does not open. Counts against the caller's
   * address (429 past `sharedScheduleIp`).
   */
  async sharedSchedule(token: string, options: SharedScheduleOptions): Promise<SharedScheduleData> {
    await this.rateLimit.consume('sharedScheduleIp', options.ip);
    const share = await this.shares.open(token, options.countView);
    if (!share) throw new DomainError('NOT_FOUND', COLLECTION_ERRORS.sharedScheduleNotFound);
    const [user, all] = await Promise.all([
      this.users.findById(share.userId),
      this.items(share.userId),
    ]);
    if (!user) throw new DomainError('NOT_FOUND', COLLECTION_ERRORS.sharedScheduleNotFound);
    const items = all.map((a) => a.item);
    return {
      customerName: `${user.firstName} ${user.lastName}`.trim(),
      recipient: share.recipient,
      expiresAt: share.expiresAt,
      generatedAt: this.clock.now().toISOString(),
      rows: scheduleRows(items),
      totals: totalsOf(items),
    };
  }

  /** GET /shared/schedules/:token: the public page's answer (counts a view). */
  async sharedScheduleResponse(token: string, ip: string): Promise<SharedScheduleResponse> {
    const data = await this.sharedSchedule(token, { ip, countView: true });
    return {
      customerName: data.customerName,
      recipient: data.recipient,
      generatedAt: data.generatedAt,
      expiresAt: data.expiresAt,
      items: data.rows.map((r): SharedScheduleItem => ({
        title: r.title,
        service: r.service,
        identity: r.identity,
        photoUrl: r.photoUrl,
        value: r.value,
        currency: 'GBP',
        basis: r.basis,
        valuedAt: r.valuedAt,
        certificateReference: r.certificateReference,
        validUntil: r.validUntil,
      })),
      totals: data.totals,
    };
  }
}
