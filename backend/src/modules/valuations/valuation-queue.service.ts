import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import type {
  StaffPerson,
  StaffValuationRow,
  StaffValuationsPage,
  StaffValuationsQuery,
  ValuationStatus,
} from '@valuation/contracts';
import { brandOf } from '@valuation/contracts';
import { Clock } from '../../infrastructure/clock/clock';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../common/pagination/page-query.dto';
import { likePattern } from '../../common/pagination/paginate';
import { type User, UsersService } from '../users';
import { ValuationRequest } from './entities/valuation-request.entity';

/** Statuses a request can still be overdue in. */
const OPEN: ValuationStatus[] = ['awaiting_payment', 'paid', 'in_review', 'info_requested'];
/** Left out of the `open` view: the request is closed. */
const CLOSED: ValuationStatus[] = ['completed', 'cancelled'];

export const person = (u: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>): StaffPerson => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
});

export const isOverdue = (v: ValuationRequest, now: number): boolean =>
  !!v.dueAt && OPEN.includes(v.status) && new Date(v.dueAt).getTime() < now;

export const unknownCustomer = (v: ValuationRequest): StaffPerson => ({
  id: v.userId,
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email,
});

/** Who reads the queue: its `assignee=me` filter and the `open` view's order are theirs. */
export interface QueueViewer {
  id: string;
}

/**
 * The valuation queue (docs/product.md §2.21) and the people on its rows, for the staff console
 * (the staff module answers GET /api/staff/valuations with it). `view=all` (the
 * default): paid first, express before standard, then by due date (index
 * IDX_valuation_requests_queue has exactly this order, so a page reads only its rows). `view=open`,
 * an expert's working day: completed and cancelled left out, overdue requests first, then the
 * caller's, then unassigned ones, then the others', each group in the queue's order.
 */
@Injectable()
export class ValuationQueueService {
  constructor(
    @InjectRepository(ValuationRequest) private readonly requests: Repository<ValuationRequest>,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async queue(q: StaffValuationsQuery, viewer: QueueViewer): Promise<StaffValuationsPage> {
    const page = q.page ?? DEFAULT_PAGE;
    const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
    const now = this.clock.nowMs();
    const qb = this.requests.createQueryBuilder('v');
    if (q.view === 'open') qb.andWhere('v.status NOT IN (:...closed)', { closed: CLOSED });
    if (q.status) qb.andWhere('v.status = :status', { status: q.status });
    if (q.service) qb.andWhere('v.serviceType = :service', { service: q.service });
    if (q.assignee === 'me') qb.andWhere('v.assigneeId = :me', { me: viewer.id });
    if (q.assignee === 'none') qb.andWhere('v.assigneeId IS NULL');
    if (q.search) {
      const pattern = likePattern(q.search);
      qb.andWhere(
        new Brackets((w) => {
          w.where('v.reference ILIKE :pattern', { pattern })
            .orWhere(`(v.firstName || ' ' || v.lastName) ILIKE :pattern`)
            .orWhere('v.email ILIKE :pattern')
            .orWhere('v.watchBrand ILIKE :pattern')
            .orWhere('v.otherWatchBrand ILIKE :pattern')
            .orWhere('v.handbagBrand ILIKE :pattern')
            .orWhere('v.otherHandbagBrand ILIKE :pattern');
        }),
      );
    }
    const total = await qb.getCount();
    if (q.view === 'open') {
      qb.orderBy('("v"."dueAt" IS NOT NULL AND "v"."dueAt" < :now)', 'DESC')
        .addOrderBy(
          `(CASE WHEN "v"."assigneeId" = :viewer THEN 0 WHEN "v"."assigneeId" IS NULL THEN 1 ELSE 2 END)`,
          'ASC',
        )
        .setParameters({ now: new Date(now), viewer: viewer.id })
        .addOrderBy('("v"."paidAt" IS NULL)', 'ASC');
    } else {
      qb.orderBy('("v"."paidAt" IS NULL)', 'ASC');
    }
    const rows = await qb
      .addOrderBy(`("v"."serviceTier" <> 'express')`, 'ASC')
      .addOrderBy('"v"."dueAt"', 'ASC', 'NULLS LAST')
      .addOrderBy('"v"."createdAt"', 'ASC')
      .addOrderBy('"v"."id"', 'ASC')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getMany();
    const people = await this.people(rows.flatMap((r) => [r.userId, r.assigneeId]));
    return {
      items: rows.map((v) => this.row(v, people, now)),
      total,
      page,
      pageSize,
    };
  }

  async people(ids: (string | null)[]): Promise<Map<string, StaffPerson>> {
    const unique = [...new Set(ids.filter((id): id is string => !!id))];
    if (unique.length === 0) return new Map();
    const rows = await this.users.findByIds(unique);
    return new Map(rows.map((u) => [u.id, person(u)]));
  }

  private row(
    v: ValuationRequest,
    people: Map<string, StaffPerson>,
    now: number,
  ): StaffValuationRow {
    return {
      id: v.id,
      reference: v.reference,
      serviceType: v.serviceType,
      serviceTier: v.serviceTier,
      status: v.status,
      customer: people.get(v.userId) ?? unknownCustomer(v),
      assignee: v.assigneeId ? (people.get(v.assigneeId) ?? null) : null,
      brand: brandOf(v),
      paidAt: v.paidAt ? new Date(v.paidAt).toISOString() : null,
      dueAt: v.dueAt ? new Date(v.dueAt).toISOString() : null,
      overdue: isOverdue(v, now),
      createdAt: new Date(v.createdAt).toISOString(),
    };
  }
}
