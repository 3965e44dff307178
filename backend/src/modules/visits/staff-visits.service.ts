import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  VISIT_FIELD_MESSAGES,
  VISIT_TEXTS,
  type Page,
  type StaffVisit,
  type TimeOff,
  type Visit,
} from '@valuation/contracts';
import { DomainError } from '../../common/domain-error';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../common/pagination/page-query.dto';
import type { AuthenticatedUser } from '../auth';
import { User, UsersService } from '../users';
import type { StaffVisitsQueryDto, TimeOffDto } from './dto/staff-visit.dto';
import { ExpertTimeOff } from './entities/expert-time-off.entity';
import { HomeVisit } from './entities/home-visit.entity';
import { VisitAvailabilityService } from './visit-availability.service';
import { londonDay, parseInstant } from './visit-calendar';
import { VisitLifecycleService } from './visit-lifecycle.service';
import { isExpertClash } from './visits.service';

const fullName = (u: Pick<User, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`;

/** The experts' side of home visits: the agenda, reassigning, completing, cancelling, time off. */
@Injectable()
export class StaffVisitsService {
  constructor(
    @InjectRepository(HomeVisit) private readonly visits: Repository<HomeVisit>,
    @InjectRepository(ExpertTimeOff) private readonly timeOff: Repository<ExpertTimeOff>,
    private readonly users: UsersService,
    private readonly availability: VisitAvailabilityService,
    private readonly lifecycle: VisitLifecycleService,
  ) {}

  /** The agenda, earliest first: visits starting in [from, to), by expert and status, paged. */
  async agenda(query: StaffVisitsQueryDto, caller: AuthenticatedUser): Promise<Page<StaffVisit>> {
    const page = query.page ?? DEFAULT_PAGE;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const qb = this.visits.createQueryBuilder('v');
    // A UK date is the start of that London day; `to` includes its whole day.
    const from = query.from
      ? (londonDay(query.from)?.toJSDate() ?? parseInstant(query.from))
      : null;
    const to = query.to
      ? (londonDay(query.to)?.plus({ days: 1 }).toJSDate() ?? parseInstant(query.to))
      : null;
    if (from && to && to <= from)
      throw DomainError.onField('INVALID_INPUT', 'to', VISIT_FIELD_MESSAGES.agendaOrder);
    if (from) qb.andWhere('v.startAt >= :from', { from });
    if (to) qb.andWhere('v.startAt < :to', { to });
    const view = query.expert ?? 'any';
    if (view === 'me') qb.andWhere('v.expertId = :me', { me: caller.id });
    else if (view === 'none') qb.andWhere('v.expertId IS NULL');
    if (query.status) qb.andWhere('v.status = :status', { status: query.status });
    else qb.andWhere('v.status <> :cancelled', { cancelled: 'cancelled' });
    qb.orderBy('v.startAt', 'ASC').addOrderBy('v.id', 'ASC');
    const [rows, total] = await qb
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items: await this.withCustomers(rows), total, page, pageSize };
  }

  async detail(id: string): Promise<StaffVisit> {
    return (await this.withCustomers([await this.lifecycle.getOrFail(id)]))[0];
  }

  private async withCustomers(rows: HomeVisit[]): Promise<StaffVisit[]> {
    const dtos = await this.lifecycle.toDtos(rows, true);
    const ids = [...new Set(rows.map((r) => r.userId))];
    const people = ids.length ? await this.users.findByIds(ids) : [];
    const byId = new Map(people.map((p) => [p.id, p]));
    return dtos.map((dto: Visit, i) => {
      const person = byId.get(rows[i].userId);
      return {
        ...dto,
        customer: person
          ? { id: person.id, name: fullName(person), email: person.email }
          : { id: rows[i].userId, name: '', email: '' },
      };
    });
  }

  /** Moves the visit to `expertId` (the caller by default) when that expert is free. */
  async assign(id: string, caller: AuthenticatedUser, expertId?: string): Promise<StaffVisit> {
    const visit = await this.lifecycle.getOrFail(id);
    if (visit.status !== 'awaiting_deposit' && visit.status !== 'confirmed') {
      throw new DomainError('CONFLICT', VISIT_TEXTS.staffCancelNotAllowed);
    }
    const target = expertId ?? caller.id;
    const expert = await this.users.findStaffMember(target, { enabledOnly: true });
    if (!expert) throw DomainError.onField('INVALID_INPUT', 'expertId', VISIT_TEXTS.expertNotFound);
    if (visit.expertId === target) return this.detail(id);
    if (!(await this.availability.isExpertFree(target, visit.startAt, visit.hours, visit.id))) {
      throw new DomainError('CONFLICT', VISIT_TEXTS.expertNotFree);
    }
    try {
      await this.visits.update({ id, status: visit.status }, { expertId: target });
    } catch (err) {
      if (isExpertClash(err)) throw new DomainError('CONFLICT', VISIT_TEXTS.expertNotFree);
      throw err;
    }
    await this.lifecycle.record(id, 'reassigned', `Assigned to ${fullName(expert)}`);
    this.lifecycle.assigned(visit, target, caller.id);
    return this.detail(id);
  }

  /** The expert records the hours spent: completed, and the balance (hours x rate - deposit) is due. */
  async complete(id: string, hours: number, notes?: string): Promise<StaffVisit> {
    const visit = await this.lifecycle.getOrFail(id);
    const balancePence = Math.max(
      0,
      Math.round(hours * visit.hourlyRatePence) - visit.depositPence,
    );
    const completed = await this.lifecycle.transition(id, 'completed', {
      from: ['confirmed'],
      set: { hoursSpent: hours, balancePence, notes: notes?.trim() || null },
      note: `${hours} hour${hours === 1 ? '' : 's'} spent`,
      conflict: VISIT_TEXTS.notCompletable,
    });
    await this.lifecycle.notify('completed', completed);
    return this.detail(id);
  }

  /** Staff cancel at any time before completion, refunding the deposit in full. */
  async cancel(id: string, caller: AuthenticatedUser, reason: string): Promise<StaffVisit> {
    const visit = await this.lifecycle.getOrFail(id);
    if (visit.status !== 'awaiting_deposit' && visit.status !== 'confirmed') {
      throw new DomainError('CONFLICT', VISIT_TEXTS.staffCancelNotAllowed);
    }
    await this.lifecycle.cancel(visit, {
      from: [visit.status],
      refund: true,
      reason: reason.trim(),
      note: `Cancelled by ${fullName(caller)}: ${reason.trim()}`,
    });
    return this.detail(id);
  }

  /** Records an expert's time off (409 over one of their live visits); the slots follow at once. */
  async addTimeOff(expertId: string, dto: TimeOffDto): Promise<TimeOff> {
    const expert = await this.users.findStaffMember(expertId);
    if (!expert) throw new DomainError('NOT_FOUND', VISIT_TEXTS.expertNotFound);
    const from = parseInstant(dto.from)!;
    const to = parseInstant(dto.to)!;
    if (to <= from) throw DomainError.onField('INVALID_INPUT', 'to', VISIT_TEXTS.timeOffOrder);
    // The database refuses time off over one of the expert's live visits (migration
    // ExpertTimeGuard), also when a booking of the same moment commits first.
    let row: ExpertTimeOff;
    try {
      row = await this.timeOff.save(
        this.timeOff.create({
          expertId,
          fromAt: from,
          toAt: to,
          reason: dto.reason?.trim() || null,
        }),
      );
    } catch (err) {
      if (isExpertClash(err)) throw new DomainError('CONFLICT', VISIT_TEXTS.timeOffClash);
      throw err;
    }
    return {
      id: row.id,
      expertId,
      from: row.fromAt.toISOString(),
      to: row.toAt.toISOString(),
      reason: row.reason,
    };
  }
}
