import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, MoreThan, Not, Repository } from 'typeorm';
import { VISIT_RULES, type VisitSlot } from '@valuation/contracts';
import { UsersService } from '../users';
import { ExpertTimeOff } from './entities/expert-time-off.entity';
import { HomeVisit } from './entities/home-visit.entity';
import { bookingWindow, dayStarts, londonIso } from './visit-calendar';
import type { DateTime } from 'luxon';

/** Statuses whose visit holds its expert's time (the exclusion constraint's predicate). */
export const LIVE_VISIT_STATUSES = ['awaiting_deposit', 'confirmed'] as const;

const TRAVEL_MS = VISIT_RULES.travelMinutes * 60_000;

interface Span {
  from: number;
  to: number;
}

/** The visit's time with its travel hour before and after: what an expert is busy for. */
export function blockedSpan(start: Date, hours: number): { from: Date; to: Date; end: Date } {
  const end = new Date(start.getTime() + hours * 3600_000);
  return {
    from: new Date(start.getTime() - TRAVEL_MS),
    to: new Date(end.getTime() + TRAVEL_MS),
    end,
  };
}

/**
 * Who is free when (docs/product.md §2.22, Slots): an expert (staff: expert or admin, not
 * disabled) is free for a visit when neither another live visit (both travel hours included) nor
 * time off touches the visit and its travel. The database enforces the visits part at booking
 * (exclusion constraint); this service offers slots and picks the expert to try.
 */
@Injectable()
export class VisitAvailabilityService {
  constructor(
    @InjectRepository(HomeVisit) private readonly visits: Repository<HomeVisit>,
    @InjectRepository(ExpertTimeOff) private readonly timeOff: Repository<ExpertTimeOff>,
    private readonly users: UsersService,
  ) {}

  /** Staff who make visits, by id. */
  async experts(): Promise<string[]> {
    const rows = await this.users.staff({ enabledOnly: true, orderBy: 'id' });
    return rows.map((r) => r.id);
  }

  /** Every expert's busy spans overlapping [from, to), sorted; `exceptVisitId` is left out (a visit being moved). */
  async busy(
    experts: string[],
    from: Date,
    to: Date,
    exceptVisitId?: string,
  ): Promise<Map<string, Span[]>> {
    const map = new Map<string, Span[]>(experts.map((id) => [id, []]));
    if (experts.length === 0) return map;
    const visits = await this.visits.find({
      where: {
        expertId: In(experts),
        status: In([...LIVE_VISIT_STATUSES]),
        blockedFrom: LessThan(to),
        blockedTo: MoreThan(from),
        ...(exceptVisitId ? { id: Not(exceptVisitId) } : {}),
      },
      select: { id: true, expertId: true, blockedFrom: true, blockedTo: true },
    });
    const off = await this.timeOff.find({
      where: { expertId: In(experts), fromAt: LessThan(to), toAt: MoreThan(from) },
      select: { expertId: true, fromAt: true, toAt: true },
    });
    for (const v of visits)
      map.get(v.expertId!)?.push({ from: v.blockedFrom.getTime(), to: v.blockedTo.getTime() });
    for (const t of off)
      map.get(t.expertId)?.push({ from: t.fromAt.getTime(), to: t.toAt.getTime() });
    for (const spans of map.values()) spans.sort((a, b) => a.from - b.from);
    return map;
  }

  /** Experts free for a visit at `start` of `hours`, the least busy that day first. */
  async freeExperts(start: Date, hours: number, exceptVisitId?: string): Promise<string[]> {
    const span = blockedSpan(start, hours);
    const dayFrom = new Date(start.getTime() - 12 * 3600_000);
    const dayTo = new Date(start.getTime() + 12 * 3600_000);
    const experts = await this.experts();
    const busy = await this.busy(experts, dayFrom, dayTo, exceptVisitId);
    return experts
      .filter((id) => isFree(busy.get(id)!, span.from.getTime(), span.to.getTime()))
      .sort((a, b) => busy.get(a)!.length - busy.get(b)!.length);
  }

  /** True when `expertId` is free for the visit (its own current time left out). */
  async isExpertFree(expertId: string, start: Date, hours: number, exceptVisitId?: string) {
    const span = blockedSpan(start, hours);
    const busy = await this.busy([expertId], span.from, span.to, exceptVisitId);
    return isFree(busy.get(expertId)!, span.from.getTime(), span.to.getTime());
  }

  /** The free starts of `days` London days from `firstDay` for a visit of `hours`. */
  async slots(firstDay: DateTime, days: number, hours: number, now: Date): Promise<VisitSlot[]> {
    const { earliest, latest } = bookingWindow(now);
    const candidates: number[] = [];
    for (let i = 0; i < days; i++) {
      for (const start of dayStarts(firstDay.plus({ days: i }), hours)) {
        const at = start.toMillis();
        if (at >= earliest && at <= latest) candidates.push(at);
      }
    }
    if (candidates.length === 0) return [];
    const length = hours * 3600_000;
    const experts = await this.experts();
    const busy = await this.busy(
      experts,
      new Date(candidates[0] - TRAVEL_MS),
      new Date(candidates[candidates.length - 1] + length + TRAVEL_MS),
    );
    const spans = [...busy.values()];
    return candidates
      .filter((at) => spans.some((s) => isFree(s, at - TRAVEL_MS, at + length + TRAVEL_MS)))
      .map((at) => ({ start: londonIso(at), end: londonIso(at + length) }));
  }
}

/** True when no span of `spans` (sorted by start) overlaps [from, to). */
function isFree(spans: Span[], from: number, to: number): boolean {
  for (const span of spans) {
    if (span.from >= to) return true;
    if (span.to > from) return false;
  }
  return true;
}
