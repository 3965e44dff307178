import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CATALOGUE,
  catalogueService,
  MARKET_TEXTS,
  movementIsSignificant,
  type MarketMovement,
  type MarketMovementCreatedResponse,
  type MarketMovementDetailResponse,
  type MarketMovementsPage,
  type MarketNotice,
  type ServiceType,
  brandOf,
  type BrandFields,
} from '@valuation/contracts';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { DomainError } from '../../common/domain-error';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  PageQueryDto,
} from '../../common/pagination/page-query.dto';
import type { AppConfig } from '../../config/app.config';
import type { AuthenticatedUser } from '../auth/auth.types';
import { JobsService } from '../jobs/jobs.module';
import { marketMovementMail } from '../mail/mail.templates';
import {
  NotificationsService,
  type NotificationInput,
} from '../notifications/notifications.service';
import { User } from '../users/entities/user.entity';
import { ValuationRequest } from '../valuations/entities/valuation-request.entity';
import { ValuationLifecycleService } from '../valuations/valuation-lifecycle.service';
import { MarketMovementEntity } from './entities/market-movement.entity';
import { MarketNoticeEntity } from './entities/market-notice.entity';

export const MARKET_NOTIFY_JOB = 'market.notify';
/** Notifications written per statement. */
export const MARKET_BATCH_SIZE = 250;
/** A job run hands over (reschedules itself) after this long, so other processes share the work. */
const RUN_BUDGET_MS = 20_000;

export const MARKET_ERRORS = {
  notFound: 'Market movement not found',
  brandNotForService: 'A brand can only be given for watches and handbags.',
  brandUnknown: 'The brand must be one of the catalogue’s brands for this service.',
} as const;

interface PendingRow {
  id: string;
  userId: string;
  valuationId: string;
  value: string;
  estimatedValue: string;
}

const money = (value: number | string) =>
  Number(value).toLocaleString('en-GB', { maximumFractionDigits: 0 });

/**
 * Market movements (docs/product.md "Notifications"): an expert records one,
 * the requests it concerns are fixed at once in one statement (completed, of the service and
 * brand, with a valid certificate issued before effectiveFrom, when |change| >= 10%), and their
 * customers are notified by a scheduled job, in batches, so the POST answers at once however many
 * customers it reaches.
 */
@Injectable()
export class MarketMovementsService implements OnModuleInit {
  private readonly logger = new Logger(MarketMovementsService.name);
  private readonly publicUrl: string;

  constructor(
    @InjectRepository(MarketMovementEntity)
    private readonly movements: Repository<MarketMovementEntity>,
    @InjectRepository(MarketNoticeEntity) private readonly notices: Repository<MarketNoticeEntity>,
    @InjectRepository(ValuationRequest) private readonly requests: Repository<ValuationRequest>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly jobs: JobsService,
    private readonly notifications: NotificationsService,
    private readonly lifecycle: ValuationLifecycleService,
    private readonly clock: Clock,
    config: ConfigService,
  ) {
    this.publicUrl = config.getOrThrow<AppConfig>('app').publicUrl;
  }

  onModuleInit(): void {
    this.jobs.register<{ movementId: string }>(MARKET_NOTIFY_JOB, (p) =>
      this.notifyBatches(p.movementId),
    );
  }

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
    const author = await this.users.findOne({
      where: { id: staff.id },
      select: ['id', 'firstName', 'lastName', 'email'],
    });
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
    if (movement.affected > 0) {
      await this.jobs.schedule(
        MARKET_NOTIFY_JOB,
        this.clock.now(),
        { movementId: movement.id },
        { key: `market-notify:${movement.id}` },
      );
    }
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

  /** The notice a completed request's page shows: its newest movement's, once notified. */
  async noticeFor(valuationId: string): Promise<MarketNotice | null> {
    const row = await this.notices
      .createQueryBuilder('n')
      .innerJoinAndMapOne('n.movement', MarketMovementEntity, 'm', 'm.id = n.movementId')
      .where('n.valuationId = :valuationId', { valuationId })
      .andWhere('n.notifiedAt IS NOT NULL')
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

  /** The scheduled job: notifies the movement's customers, a batch per statement. */
  async notifyBatches(movementId: string): Promise<void> {
    const movement = await this.movements.findOne({ where: { id: movementId } });
    if (!movement) return;
    const started = Date.now();
    for (;;) {
      const pending = await this.notices
        .createQueryBuilder('n')
        .select(['n.id', 'n.userId', 'n.valuationId', 'n.value', 'n.estimatedValue'])
        .where('n.movementId = :movementId AND n.notifiedAt IS NULL', { movementId })
        .orderBy('n.id')
        .limit(MARKET_BATCH_SIZE)
        .getMany();
      if (pending.length === 0) {
        await this.movements.update({ id: movementId }, { sentAt: this.clock.now() });
        return;
      }
      await this.notifyBatch(movement, pending);
      if (Date.now() - started > RUN_BUDGET_MS) {
        await this.jobs.schedule(
          MARKET_NOTIFY_JOB,
          this.clock.now(),
          { movementId },
          { key: `market-notify:${movementId}` },
        );
        return;
      }
    }
  }

  private async notifyBatch(movement: MarketMovementEntity, pending: PendingRow[]): Promise<void> {
    const requests = await this.requests
      .createQueryBuilder('v')
      .where('v.id IN (:...ids)', { ids: pending.map((p) => p.valuationId) })
      .getMany();
    const byId = new Map(requests.map((v) => [v.id, v]));
    const change = Number(movement.changePercent);
    const inputs: NotificationInput[] = [];
    for (const notice of pending) {
      const v = byId.get(notice.valuationId);
      if (!v) continue;
      const data = this.lifecycle.mailData(v);
      const item =
        v.watchBrand && v.watchBrand !== 'Other'
          ? v.watchBrand
          : v.handbagBrand && v.handbagBrand !== 'Other'
            ? v.handbagBrand
            : (catalogueService(v.serviceType)?.name ?? v.serviceType).toLowerCase();
      const direction = change >= 0 ? 'risen' : 'fallen';
      inputs.push({
        userId: notice.userId,
        kind: 'market_movement',
        title: MARKET_TEXTS.noticeTitle,
        body: `The market for ${item} has ${direction} by ${Math.abs(change)}% since your valuation ${v.reference}. Its estimated value now is £${money(notice.estimatedValue)}.`,
        url: `/valuations/${v.id}`,
        mail: {
          to: v.email,
          content: marketMovementMail(data, {
            changePercent: change,
            value: money(notice.value),
            estimatedValue: money(notice.estimatedValue),
            note: movement.note,
          }),
        },
      });
    }
    await this.notifications.notifyMany(inputs);
    await this.notices
      .createQueryBuilder()
      .update()
      .set({ notifiedAt: this.clock.now() })
      .where('id IN (:...ids)', { ids: pending.map((p) => p.id) })
      .execute();
    this.logger.debug?.(`Market movement ${movement.id}: ${inputs.length} notified`);
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

function countRows(result: unknown): number {
  // PostgreSQL answers [rows, count] for INSERT … RETURNING through TypeORM's query(); PGlite the rows.
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[1];
  }
  return Array.isArray(result) ? result.length : 0;
}

export function toMovement(m: MarketMovementEntity, customersReached: number): MarketMovement {
  return {
    id: m.id,
    service: m.service,
    brand: m.brand,
    changePercent: Number(m.changePercent),
    note: m.note,
    effectiveFrom: new Date(m.effectiveFrom).toISOString(),
    createdAt: new Date(m.createdAt).toISOString(),
    createdBy: m.createdByName,
    affected: m.affected,
    customersReached,
    sending: m.affected > 0 && m.sentAt === null,
  };
}
