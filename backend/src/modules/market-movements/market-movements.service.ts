import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CATALOGUE,
  londonDate,
  londonOffsetMs,
  MARKET_TEXTS,
  marketWithdrawableUntil,
  movementIsSignificant,
  type MarketMovementCreatedResponse,
  type MarketMovementDetailResponse,
  type MarketMovementPreviewResponse,
  type MarketMovementWithdrawnResponse,
  type MarketMovementsPage,
  type ServiceType,
  brandOf,
} from '@valuation/contracts';
import { EntityManager, In, Repository } from 'typeorm';
import type { MarketConfig } from '../../infrastructure/config/market.config';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../common/domain-error';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  PageQueryDto,
} from '../../common/pagination/page-query.dto';
import type { AuthenticatedUser } from '../auth';
import { UsersService } from '../users';
import { ValuationDirectoryService } from '../valuations';
import { MarketMovementEntity } from './entities/market-movement.entity';
import { MarketNoticeEntity } from './entities/market-notice.entity';
import { countRows, toMovement } from './market-movement.mapper';
import { parseEffectiveFrom } from './dto/market-movement.dto';
import { MarketNotifyJob } from './market-notify.job';

export const MARKET_ERRORS = {
  notFound: 'Market movement not found',
  brandNotForService: 'A brand can only be given for watches and handbags.',
  brandUnknown: 'The brand must be one of the catalogue’s brands for this service.',
  futureDate: MARKET_TEXTS.futureDate,
  withdrawTooLate: MARKET_TEXTS.withdrawTooLate,
  alreadyWithdrawn: MARKET_TEXTS.alreadyWithdrawn,
} as const;

/** What a movement is about, as the create and the preview take it. */
export interface MarketMovementScope {
  service: ServiceType;
  brand?: string;
  changePercent: number;
  /** YYYY-MM-DD (a UK date) or an ISO 8601 date-time. */
  effectiveFrom: string;
}

/** A scope checked: the brand known, the date not in the future, and the certificates' cutoff. */
interface CheckedScope {
  service: ServiceType;
  brand: string | null;
  changePercent: number;
  effectiveFrom: Date;
  /** Certificates issued before this are concerned: the end of the effective day, at most now. */
  issuedBefore: Date;
}

/** The start of the UK day after `day` (YYYY-MM-DD), as an instant. */
function endOfUkDay(day: string): Date {
  const nextUtcMidnight = Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60_000;
  return new Date(nextUtcMidnight - londonOffsetMs(new Date(nextUtcMidnight)));
}

/** The requests a movement concerns (params: service, brand, issuedBefore), for the insert and the count. */
const CONCERNED_REQUESTS = `
  FROM "valuation_requests" v
 WHERE v."status" = 'completed'
   AND v."serviceType" = $1
   AND v."resultValue" IS NOT NULL
   AND ($2::varchar IS NULL OR v."watchBrand" = $2 OR v."handbagBrand" = $2)
   AND EXISTS (
     SELECT 1 FROM "certificates" c
      WHERE c."valuationId" = v."id" AND c."supersededAt" IS NULL
        AND c."issuedAt" < $3)`;

/**
 * Market movements (docs/product.md "Notifications"): an expert records one,
 * the requests it concerns are fixed at once in one statement (completed, of the service and
 * brand, with a valid certificate issued before effectiveFrom, when |change| >= 10%), and their
 * customers are notified by a scheduled job (MarketNotifyJob), in batches, so the POST answers at
 * once however many customers it reaches. This is the staff side: record, list, open one.
 */
@Injectable()
export class MarketMovementsService {
  constructor(
    @InjectRepository(MarketMovementEntity)
    private readonly movements: Repository<MarketMovementEntity>,
    @InjectRepository(MarketNoticeEntity) private readonly notices: Repository<MarketNoticeEntity>,
    private readonly users: UsersService,
    private readonly requests: ValuationDirectoryService,
    private readonly notify: MarketNotifyJob,
    private readonly clock: Clock,
    config: ConfigService,
  ) {
    this.withdrawWindowMs = config.getOrThrow<MarketConfig>('market').withdrawWindowMs;
  }

  private readonly withdrawWindowMs: number;

  /**
   * Checks a movement's scope: a catalogue brand of its service, an effective date not after
   * today (UK) — a movement records what has happened — and the cutoff of the certificates it
   * concerns: those issued up to the end of the effective day (so one dated today concerns the
   * certificates issued today), and before now.
   */
  private checkScope(input: MarketMovementScope): CheckedScope {
    const brand = input.brand?.trim() || null;
    if (brand !== null) {
      const brands =
        input.service === 'watch'
          ? CATALOGUE.watchBrands
          : input.service === 'handbag'
            ? CATALOGUE.handbagBrands
            : null;
      if (!brands)
        throw DomainError.onField('INVALID_INPUT', 'brand', MARKET_ERRORS.brandNotForService);
      if (!brands.includes(brand) || brand === 'Other') {
        throw DomainError.onField('INVALID_INPUT', 'brand', MARKET_ERRORS.brandUnknown);
      }
    }
    const now = this.clock.now();
    const effectiveFrom = parseEffectiveFrom(input.effectiveFrom);
    const dateOnly = input.effectiveFrom.length === 10;
    const future = dateOnly
      ? input.effectiveFrom > londonDate(now)
      : effectiveFrom.getTime() > now.getTime();
    if (future)
      throw DomainError.onField('INVALID_INPUT', 'effectiveFrom', MARKET_ERRORS.futureDate);
    const end = dateOnly ? endOfUkDay(input.effectiveFrom) : effectiveFrom;
    return {
      service: input.service,
      brand,
      changePercent: Math.round(input.changePercent * 100) / 100,
      effectiveFrom,
      issuedBefore: end.getTime() < now.getTime() ? end : now,
    };
  }

  /** How many requests (and customers) a movement would concern if recorded now. */
  async preview(input: MarketMovementScope): Promise<MarketMovementPreviewResponse> {
    const scope = this.checkScope(input);
    if (!movementIsSignificant(scope.changePercent)) return { affected: 0, customers: 0 };
    const rows: { affected: string | number; customers: string | number }[] =
      await this.movements.query(
        `SELECT COUNT(*) AS "affected", COUNT(DISTINCT v."userId") AS "customers" ${CONCERNED_REQUESTS}`,
        [scope.service, scope.brand, scope.issuedBefore],
      );
    return { affected: Number(rows[0]?.affected ?? 0), customers: Number(rows[0]?.customers ?? 0) };
  }

  async create(
    staff: AuthenticatedUser,
    input: MarketMovementScope & { note: string },
  ): Promise<MarketMovementCreatedResponse> {
    const { brand, changePercent, effectiveFrom, issuedBefore } = this.checkScope(input);
    const author = await this.users.findById(staff.id);
    const createdAt = this.clock.now();
    const movement = await this.movements.manager.transaction(async (tx) => {
      const saved = await tx.save(
        tx.create(MarketMovementEntity, {
          service: input.service,
          brand,
          changePercent: changePercent.toFixed(2),
          note: input.note.trim(),
          effectiveFrom,
          createdById: staff.id,
          createdByName: author
            ? `${author.firstName} ${author.lastName}`.trim() || author.email
            : 'Staff',
          createdAt,
          notifyAt: marketWithdrawableUntil(createdAt, this.withdrawWindowMs),
          withdrawnAt: null,
          withdrawnByName: null,
        }),
      );
      let affected = 0;
      if (movementIsSignificant(changePercent)) {
        const rows: unknown = await tx.query(
          `INSERT INTO "market_notices" ("movementId", "valuationId", "userId", "value", "estimatedValue")
           SELECT $4, v."id", v."userId", v."resultValue",
                  ROUND(v."resultValue" * (1 + $5::numeric / 100))
           ${CONCERNED_REQUESTS}
           RETURNING "id"`,
          [input.service, brand, issuedBefore, saved.id, changePercent],
        );
        affected = countRows(rows);
        saved.affected = affected;
        await tx.update(MarketMovementEntity, { id: saved.id }, { affected });
      }
      if (affected === 0) {
        saved.sentAt = this.clock.now();
        await tx.update(MarketMovementEntity, { id: saved.id }, { sentAt: saved.sentAt });
      }
      return saved;
    });
    // its customers are told once the withdrawal window has passed
    if (movement.affected > 0) await this.notify.schedule(movement.id, movement.notifyAt);
    return { movement: toMovement(movement, 0), affected: movement.affected };
  }

  /**
   * Withdraws a movement within its window (until `notifyAt`): marked withdrawn, its pending
   * notify job cancelled (the job also skips a withdrawn movement, should it be running), and any
   * in-app notice of it removed from the customers' bells. After the window: 409.
   */
  async withdraw(staff: AuthenticatedUser, id: string): Promise<MarketMovementWithdrawnResponse> {
    const author = await this.users.findById(staff.id);
    const movement = await this.movements.manager.transaction(async (tx: EntityManager) => {
      const row = await tx.findOne(MarketMovementEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw new DomainError('NOT_FOUND', MARKET_ERRORS.notFound);
      if (row.withdrawnAt) throw new DomainError('CONFLICT', MARKET_ERRORS.alreadyWithdrawn);
      const now = this.clock.now();
      if (now.getTime() >= new Date(row.notifyAt).getTime())
        throw new DomainError('CONFLICT', MARKET_ERRORS.withdrawTooLate);
      row.withdrawnAt = now;
      row.withdrawnByName = author
        ? `${author.firstName} ${author.lastName}`.trim() || author.email
        : 'Staff';
      await tx.update(
        MarketMovementEntity,
        { id },
        { withdrawnAt: row.withdrawnAt, withdrawnByName: row.withdrawnByName },
      );
      return row;
    });
    await this.notify.withdraw(id);
    const reached = await this.reachedBy([id]);
    return { movement: toMovement(movement, reached.get(id) ?? 0) };
  }

  async list(query: PageQueryDto): Promise<MarketMovementsPage> {
    const page = query.page ?? DEFAULT_PAGE;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const [rows, total] = await this.movements.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    const reached = await this.reachedBy(rows.map((r) => r.id));
    return {
      items: rows.map((r) => toMovement(r, reached.get(r.id) ?? 0)),
      total,
      page,
      pageSize,
    };
  }

  async detail(id: string, query: PageQueryDto): Promise<MarketMovementDetailResponse> {
    const movement = await this.movements.findOne({ where: { id } });
    if (!movement) throw new DomainError('NOT_FOUND', MARKET_ERRORS.notFound);
    const page = query.page ?? DEFAULT_PAGE;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    // The requests (and so the customers, whose accounts' deletion takes their requests and these
    // notices with them) are the valuations and users modules' to read: the page is the movement's
    // requests in the order of their references, then their notices and customers.
    const concerned = await this.notices.find({
      where: { movementId: id },
      select: ['valuationId'],
    });
    const requests = await this.requests.pageByReference(
      concerned.map((n) => n.valuationId),
      (page - 1) * pageSize,
      pageSize,
    );
    const ids = requests.map((v) => v.id);
    const [notices, customers] = await Promise.all([
      ids.length ? this.notices.find({ where: { movementId: id, valuationId: In(ids) } }) : [],
      this.users.findByIds([...new Set(requests.map((v) => v.userId))]),
    ]);
    const noticeOf = new Map(notices.map((n) => [n.valuationId, n]));
    const customerOf = new Map(customers.map((u) => [u.id, u]));
    const reached = await this.reachedBy([id]);
    return {
      movement: toMovement(movement, reached.get(id) ?? 0),
      requests: {
        items: requests.flatMap((v) => {
          const n = noticeOf.get(v.id);
          const u = customerOf.get(v.userId);
          if (!n || !u) return [];
          return [
            {
              valuationId: v.id,
              reference: v.reference,
              customer: { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email },
              brand: brandOf(v),
              value: Number(n.value),
              estimatedValue: Number(n.estimatedValue),
              notifiedAt: n.notifiedAt ? new Date(n.notifiedAt).toISOString() : null,
            },
          ];
        }),
        total: concerned.length,
        page,
        pageSize,
      },
    };
  }

  private async reachedBy(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.notices
      .createQueryBuilder('n')
      .select('n.movementId', 'movementId')
      .addSelect('COUNT(DISTINCT n.userId)', 'reached')
      .where('n.movementId IN (:...ids)', { ids })
      .andWhere('n.notifiedAt IS NOT NULL')
      .groupBy('n.movementId')
      .getRawMany<{ movementId: string; reached: string }>();
    return new Map(rows.map((r) => [r.movementId, Number(r.reached)]));
  }
}
