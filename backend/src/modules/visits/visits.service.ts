import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomInt, randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import {
  CATALOGUE,
  expressRequestNeeded,
  formatUkPostcode,
  ROUTES,
  routePath,
  shortNoticeNeeded,
  VISIT_FIELD_MESSAGES,
  VISIT_RULES,
  VISIT_TEXTS,
  visitPrice,
  type Visit,
  type VisitSlotsResponse,
} from '@valuation/contracts';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../common/domain-error';
import type { AuthenticatedUser } from '../auth';
import { PaymentsService } from '../valuations';
import { JobsService } from '../../infrastructure/jobs/jobs.module';
import type { BookVisitDto, RescheduleVisitDto } from './dto/book-visit.dto';
import { HomeVisit } from './entities/home-visit.entity';
import { blockedSpan, VisitAvailabilityService } from './visit-availability.service';
import { londonDay, parseInstant, startProblem } from './visit-calendar';
import { holdKey, VISIT_HOLD_JOB, VisitLifecycleService } from './visit-lifecycle.service';
import { visitWhen } from './visit-mails';

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A visit's reference: HV- and two blocks of four unambiguous characters. */
export function newVisitReference(): string {
  const pick = () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  const block = () => Array.from({ length: 4 }, pick).join('');
  return `HV-${block()}-${block()}`;
}

/** The exclusion constraint that keeps one expert's visits apart (see the migration). */
export function isExpertClash(err: unknown): boolean {
  return pgCode(err) === '23P01';
}

/**
 * PostgreSQL's deadlock victim (40P01): concurrent inserts checked by one exclusion constraint can
 * wait on one another's uncommitted rows, and the server then aborts one of them. Nothing was
 * written; the insert is tried again.
 */
export function isDeadlockVictim(err: unknown): boolean {
  return pgCode(err) === '40P01';
}

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: string; driverError?: { code?: string } };
  return e?.code ?? e?.driverError?.code;
}

/** The customer's side of home visits: slots, booking, own visits, paying, moving, cancelling. */
@Injectable()
export class VisitsService {
  constructor(
    @InjectRepository(HomeVisit) private readonly visits: Repository<HomeVisit>,
    private readonly availability: VisitAvailabilityService,
    private readonly lifecycle: VisitLifecycleService,
    private readonly payments: PaymentsService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  async slots(from: string, days: number, hours: number): Promise<VisitSlotsResponse> {
    const day = londonDay(from);
    if (!day) throw DomainError.onField('INVALID_INPUT', 'from', VISIT_FIELD_MESSAGES.from);
    const slots = await this.availability.slots(day, days, hours, this.clock.now());
    return { timeZone: 'Europe/London', hours, slots };
  }

  /** The start of a booking or a move, checked against the rules of the clock (400 naming `start`). */
  private checkedStart(value: string, hours: number): Date {
    const start = parseInstant(value);
    if (!start) throw DomainError.onField('INVALID_INPUT', 'start', VISIT_FIELD_MESSAGES.start);
    const problem = startProblem(start, hours, this.clock.now());
    if (problem) throw DomainError.onField('INVALID_INPUT', 'start', problem);
    return start;
  }

  /**
   * What the customer must have asked for or accepted for a visit at `start`, booked or moved at
   * `now` (contracts: a move is checked as a booking made now): the express request when it is less
   * than 14 days away (unless the visit already carries it), and the short notice when it is less
   * than 48 hours away. 400 naming the field otherwise. True when the express request applies.
   */
  private checkConsents(
    start: Date,
    now: Date,
    dto: { expressRequest?: boolean; shortNoticeAccepted?: boolean },
    alreadyExpress: boolean,
  ): boolean {
    const express = expressRequestNeeded(start, now);
    if (express && !alreadyExpress && dto.expressRequest !== true) {
      throw DomainError.onField('INVALID_INPUT', 'expressRequest', VISIT_TEXTS.expressRequired);
    }
    if (shortNoticeNeeded(start, now) && dto.shortNoticeAccepted !== true) {
      throw DomainError.onField('INVALID_INPUT', 'shortNoticeAccepted', VISIT_TEXTS.shortNotice);
    }
    return express;
  }

  /**
   * Books a visit held for 30 minutes for its deposit. The expert is taken by the INSERT itself:
   * the database's exclusion constraint refuses a second live visit of an expert at an
   * overlapping time, so of many customers racing for the last free expert exactly one gets the
   * time and the others 409.
   */
  async book(user: AuthenticatedUser, dto: BookVisitDto): Promise<Visit> {
    const start = this.checkedStart(dto.start, dto.hours);
    const now = this.clock.now();
    this.checkConsents(start, now, dto, false);
    const price = visitPrice(dto.hours);
    const span = blockedSpan(start, dto.hours);
    const holdUntil = new Date(now.getTime() + VISIT_RULES.holdMinutes * 60_000);
    const base = {
      userId: user.id,
      status: 'awaiting_deposit' as const,
      startAt: start,
      endAt: span.end,
      blockedFrom: span.from,
      blockedTo: span.to,
      hours: dto.hours,
      street: dto.address.street.trim(),
      city: dto.address.city.trim(),
      state: dto.address.state?.trim() ?? '',
      postalCode: formatUkPostcode(dto.address.postalCode),
      country: dto.address.country.trim(),
      phone: dto.phone.trim(),
      itemsDescription: dto.itemsDescription.trim(),
      expressRequest: dto.expressRequest === true,
      hourlyRatePence: CATALOGUE.homeVisit.hourlyRate * 100,
      totalPence: Math.round(price.total * 100),
      depositPence: Math.round(price.deposit * 100),
      holdUntil,
      // The booking's moment on the product's clock: the 14-day cancellation period runs from it.
      createdAt: now,
    };
    for (const expertId of await this.availability.freeExperts(start, dto.hours)) {
      const id = randomUUID();
      if (!(await this.insertUnlessTaken({ ...base, id, expertId }))) continue;
      await this.lifecycle.record(
        id,
        'awaiting_deposit',
        'Booked; the time is held for 30 minutes',
      );
      await this.jobs.schedule(VISIT_HOLD_JOB, holdUntil, { visitId: id }, { key: holdKey(id) });
      const visit = await this.lifecycle.getOrFail(id);
      await this.lifecycle.notify('booked', visit);
      return this.lifecycle.toDto(visit);
    }
    throw new DomainError('CONFLICT', VISIT_TEXTS.slotTaken);
  }

  /**
   * Inserts the visit for its expert; false when the exclusion constraint says another booking
   * took that expert just now. A deadlock victim is tried again (up to three times in all).
   */
  private async insertUnlessTaken(row: Omit<Partial<HomeVisit>, 'reference'>): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.visits.insert({ ...row, reference: newVisitReference() });
        return true;
      } catch (err) {
        if (isExpertClash(err)) return false;
        if (isDeadlockVictim(err) && attempt < 3) continue;
        throw err;
      }
    }
  }

  async list(userId: string): Promise<Visit[]> {
    const rows = await this.visits.find({ where: { userId }, order: { startAt: 'DESC' } });
    return this.lifecycle.toDtos(rows);
  }

  get(userId: string, id: string): Promise<Visit> {
    return this.lifecycle.ownDto(userId, id);
  }

  /** A checkout of the deposit (awaiting_deposit) or of the balance (completed, due). */
  async checkout(user: AuthenticatedUser, id: string): Promise<string> {
    const visit = await this.lifecycle.getOwn(user.id, id);
    const balanceDue =
      visit.status === 'completed' && (visit.balancePence ?? 0) > 0 && !visit.balancePaidAt;
    if (visit.status !== 'awaiting_deposit' && !balanceDue) {
      throw new DomainError('CONFLICT', VISIT_TEXTS.notPayable);
    }
    const purpose = balanceDue ? 'balance' : 'deposit';
    return this.payments.checkoutVisit({
      visitId: visit.id,
      purpose,
      userId: user.id,
      reference: visit.reference,
      description: `Home visit ${purpose === 'deposit' ? 'deposit' : 'balance'}, ${visitWhen(visit)}`,
      amountPence: purpose === 'deposit' ? visit.depositPence : visit.balancePence!,
      customerEmail: user.email,
      returnPath: routePath(ROUTES.visit, { id: visit.id }),
    });
  }

  /**
   * The customer cancels: a booking not yet paid is released; a confirmed visit 48 hours or more
   * ahead is refunded in full, later the deposit is kept as the late-cancellation fee.
   */
  async cancel(
    userId: string,
    id: string,
  ): Promise<{ visit: Visit; refund: { amount: number; currency: 'GBP' } }> {
    const visit = await this.lifecycle.getOwn(userId, id);
    if (visit.status !== 'awaiting_deposit' && visit.status !== 'confirmed') {
      throw new DomainError('CONFLICT', VISIT_TEXTS.notCancellable);
    }
    const early = this.hasFreeChanges(visit);
    const { visit: cancelled, refundPence } = await this.lifecycle.cancel(visit, {
      from: [visit.status],
      refund: early,
      note: early
        ? 'Cancelled by the customer'
        : 'Cancelled by the customer less than 48 hours before; the deposit is kept',
    });
    return {
      visit: await this.lifecycle.toDto(cancelled),
      refund: { amount: refundPence / 100, currency: 'GBP' },
    };
  }

  /**
   * Moves a visit 48 hours or more ahead to another free time (its expert if free, else another).
   * The new time is checked as a booking made now: less than 14 days away it needs the express
   * request (unless the visit was booked with it), less than 48 hours away the short notice.
   */
  async reschedule(userId: string, id: string, dto: RescheduleVisitDto): Promise<Visit> {
    const visit = await this.lifecycle.getOwn(userId, id);
    if (visit.status !== 'awaiting_deposit' && visit.status !== 'confirmed') {
      throw new DomainError('CONFLICT', VISIT_TEXTS.notMovable);
    }
    if (!this.hasFreeChanges(visit)) throw new DomainError('CONFLICT', VISIT_TEXTS.tooLateToMove);
    const start = this.checkedStart(dto.start, visit.hours);
    const express = this.checkConsents(start, this.clock.now(), dto, visit.expressRequest);
    const span = blockedSpan(start, visit.hours);
    const previousWhen = visitWhen(visit);
    const free = await this.availability.freeExperts(start, visit.hours, visit.id);
    const order =
      visit.expertId && free.includes(visit.expertId)
        ? [visit.expertId, ...free.filter((e) => e !== visit.expertId)]
        : free;
    for (const expertId of order) {
      try {
        const result = await this.visits
          .createQueryBuilder()
          .update()
          .set({
            expertId,
            startAt: start,
            endAt: span.end,
            blockedFrom: span.from,
            blockedTo: span.to,
            calendarSequence: () => '"calendarSequence" + 1',
            ...(express ? { expressRequest: true } : {}),
          })
          .where({ id, status: visit.status })
          .execute();
        if (!result.affected) throw new DomainError('CONFLICT', VISIT_TEXTS.notMovable);
      } catch (err) {
        if (isExpertClash(err)) continue;
        throw err;
      }
      const moved = await this.lifecycle.getOrFail(id);
      await this.lifecycle.record(id, 'moved', `Moved from ${previousWhen} to ${visitWhen(moved)}`);
      if (moved.status === 'confirmed') {
        await this.lifecycle.scheduleReminder(moved);
        await this.lifecycle.notify('moved', moved, { previousWhen });
      }
      return this.lifecycle.toDto(moved);
    }
    throw new DomainError('CONFLICT', VISIT_TEXTS.slotTaken);
  }

  /** The invitation, or once cancelled the cancellation (METHOD:CANCEL) that removes it. */
  async calendar(
    userId: string,
    id: string,
  ): Promise<{ reference: string; ics: string; cancelled: boolean }> {
    const visit = await this.lifecycle.getOwn(userId, id);
    return {
      reference: visit.reference,
      ics: await this.lifecycle.invitation(visit),
      cancelled: visit.status === 'cancelled',
    };
  }

  /** True while the visit is 48 hours or more away. */
  private hasFreeChanges(visit: HomeVisit): boolean {
    return (
      visit.startAt.getTime() - this.clock.nowMs() >= VISIT_RULES.freeCancellationHours * 3600_000
    );
  }
}
