import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CATALOGUE,
  movementIsSignificant,
  type MarketMovementCreatedResponse,
  type MarketMovementDetailResponse,
  type MarketMovementsPage,
  type ServiceType,
  brandOf,
  type BrandFields,
} from '@valuation/contracts';
import { Repository } from 'typeorm';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../common/domain-error';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  PageQueryDto,
} from '../../common/pagination/page-query.dto';
import type { AuthenticatedUser } from '../auth';
import { User, UsersService } from '../users';
import { ValuationRequest } from '../valuations';
import { MarketMovementEntity } from './entities/market-movement.entity';
import { MarketNoticeEntity } from './entities/market-notice.entity';
import { countRows, toMovement } from './market-movement.mapper';
import { MarketNotifyJob } from './market-notify.job';

export const MARKET_ERRORS = {
  notFound: 'Market movement not found',
  brandNotForService: 'A brand can only be given for watches and handbags.',
  brandUnknown: 'The brand must be one of the catalogue’s brands for this service.',
} as const;

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
    private readonly notify: MarketNotifyJob,
    private readonly clock: Clock,
  ) {}

  async create(
    staff: AuthenticatedUser,
    input: {
      service: ServiceType;
      brand?: string;
      changePercent: number;
      note: string;
      effectiveFrom: Date;
    },
  ): Promise<MarketMovementCreatedResponse> {
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
    const author = await this.users.findById(staff.id);
    const changePercent = Math.round(input.changePercent * 100) / 100;
    const movement = await this.movements.manager.transaction(async (tx) => {
      const saved = await tx.save(
        tx.create(MarketMovementEntity, {
          service: input.service,
          brand,
          changePercent: changePercent.toFixed(2),
          note: input.note.trim(),
          effectiveFrom: input.effectiveFrom,
          createdById: staff.id,
          createdByName: author
            ? `${author.firstName} ${author.lastName}`.trim() || author.email
            : 'Staff',
          createdAt: this.clock.now(),
        }),
      );
      let affected = 0;
      if (movementIsSignificant(changePercent)) {
        const rows: unknown = await tx.query(
          `INSERT INTO "market_notices" ("movementId", "valuationId", "userId", "value", "estimatedValue")
           SELECT $1, v."id", v."userId", v."resultValue",
                  ROUND(v."resultValue" * (1 + $2::numeric / 100))
             FROM "valuation_requests" v
            WHERE v."status" = 'completed'
              AND v."serviceType" = $3
              AND v."resultValue" IS NOT NULL
              AND ($4::varchar IS NULL OR v."watchBrand" = $4 OR v."handbagBrand" = $4)
              AND EXISTS (
                SELECT 1 FROM "certificates" c
                 WHERE c."valuationId" = v."id" AND c."supersededAt" IS NULL
                   AND c."issuedAt" < $5)
           RETURNING "id"`,
          [saved.id, changePercent, input.service, brand, input.effectiveFrom],
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
    if (movement.affected > 0) await this.notify.schedule(movement.id);
    return { movement: toMovement(movement, 0), affected: movement.affected };
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
    const qb = this.notices
      .createQueryBuilder('n')
      .innerJoin(ValuationRequest, 'v', 'v.id = n.valuationId')
      .innerJoin(User, 'u', 'u.id = n.userId')
      .select([
        'n.valuationId AS "valuationId"',
        'n.value AS "value"',
        'n.estimatedValue AS "estimatedValue"',
        'n.notifiedAt AS "notifiedAt"',
        'v.reference AS "reference"',
        'v.watchBrand AS "watchBrand"',
        'v.handbagBrand AS "handbagBrand"',
        'v.otherWatchBrand AS "otherWatchBrand"',
        'v.otherHandbagBrand AS "otherHandbagBrand"',
        'u.id AS "customerId"',
        'u.firstName AS "firstName"',
        'u.lastName AS "lastName"',
        'u.email AS "email"',
      ])
      .where('n.movementId = :id', { id })
      .orderBy('v.reference', 'ASC');
    const total = await qb.getCount();
    const rows = await qb
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getRawMany<Record<string, string | Date | null>>();
    const reached = await this.reachedBy([id]);
    return {
      movement: toMovement(movement, reached.get(id) ?? 0),
      requests: {
        items: rows.map((r) => ({
          valuationId: String(r.valuationId),
          reference: String(r.reference),
          customer: {
            id: String(r.customerId),
            firstName: String(r.firstName),
            lastName: String(r.lastName),
            email: String(r.email),
          },
          brand: brandOf(r as BrandFields),
          value: Number(r.value),
          estimatedValue: Number(r.estimatedValue),
          notifiedAt: r.notifiedAt ? new Date(r.notifiedAt).toISOString() : null,
        })),
        total,
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
