import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import {
  COLLECTION_ERRORS,
  COLLECTION_RULES,
  ROUTES,
  type ExportedScheduleShare,
  type ScheduleShare as ScheduleShareDto,
} from '@valuation/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { Clock } from '../../infrastructure/clock/clock';
import type { AppConfig } from '../../infrastructure/config/app.config';
import { ScheduleShare } from './entities/schedule-share.entity';

const DAY_MS = 24 * 60 * 60 * 1000;
/** base64url of COLLECTION_RULES.shareTokenBytes bytes, nothing else. */
const TOKEN_RE = new RegExp(
  `^[A-Za-z0-9_-]{${Math.ceil((COLLECTION_RULES.shareTokenBytes * 4) / 3)}}$`,
);

export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

const iso = (d: Date | string | null): string | null => (d ? new Date(d).toISOString() : null);

function toDto(s: ScheduleShare): ScheduleShareDto {
  return {
    id: s.id,
    recipient: s.recipient,
    createdAt: iso(s.createdAt)!,
    expiresAt: iso(s.expiresAt)!,
    views: s.views,
    lastViewedAt: iso(s.lastViewedAt),
  };
}

/** An open share: whose schedule it shows, to whom, until when. */
export interface OpenShare {
  id: string;
  userId: string;
  recipient: string;
  expiresAt: string;
}

/**
 * Read-only links to a customer's schedule (contracts: "Sharing with an insurer or broker"): a
 * token of 256 random bits (base64url) given once in the link and kept only as its SHA-256;
 * revoked at once; every token that does not open (unknown, altered, revoked, expired) gets the
 * same 404.
 */
@Injectable()
export class ScheduleSharesService {
  private readonly publicUrl: string;

  constructor(
    @InjectRepository(ScheduleShare) private readonly shares: Repository<ScheduleShare>,
    private readonly clock: Clock,
    config: ConfigService,
  ) {
    this.publicUrl = config.getOrThrow<AppConfig>('app').publicUrl;
  }

  async create(
    userId: string,
    recipient: string,
    expiresInDays: number,
  ): Promise<ScheduleShareDto> {
    const token = randomBytes(COLLECTION_RULES.shareTokenBytes).toString('base64url');
    const now = this.clock.now();
    const row = await this.shares.save(
      this.shares.create({
        userId,
        recipient: recipient.trim(),
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS),
        views: 0,
        lastViewedAt: null,
        revokedAt: null,
      }),
    );
    const path = ROUTES.sharedSchedule.replace(':token', token);
    return { ...toDto(row), url: `${this.publicUrl}${path}` };
  }

  /** The customer's shares that are not revoked, newest first (expired ones too), never a token. */
  async list(userId: string): Promise<ScheduleShareDto[]> {
    const rows = await this.shares
      .createQueryBuilder('s')
      .where('s."userId" = :userId', { userId })
      .andWhere('s."revokedAt" IS NULL')
      .orderBy('s."createdAt"', 'DESC')
      .addOrderBy('s.id', 'ASC')
      .getMany();
    return rows.map(toDto);
  }

  /** Revokes one of the customer's shares at once (another's, or one already revoked: 404). */
  async revoke(userId: string, id: string): Promise<void> {
    const result = await this.shares
      .createQueryBuilder()
      .update(ScheduleShare)
      .set({ revokedAt: this.clock.now() })
      .where('"id" = :id AND "userId" = :userId AND "revokedAt" IS NULL', { id, userId })
      .execute();
    if (!result.affected) throw new DomainError('NOT_FOUND', COLLECTION_ERRORS.shareNotFound);
  }

  /**
   * The share a token opens, counting a view (views + 1, lastViewedAt) in the same statement when
   * `countView`; null for every token that does not open.
   */
  async open(token: string, countView: boolean): Promise<OpenShare | null> {
    if (typeof token !== 'string' || !TOKEN_RE.test(token)) return null;
    const now = this.clock.now();
    const where = '"tokenHash" = :hash AND "revokedAt" IS NULL AND "expiresAt" > :now';
    const params = { hash: hashToken(token), now };
    let row:
      { id: string; userId: string; recipient: string; expiresAt: Date | string } | undefined;
    if (countView) {
      const result = await this.shares
        .createQueryBuilder()
        .update(ScheduleShare)
        .set({ views: () => '"views" + 1', lastViewedAt: now })
        .where(where, params)
        .returning(['id', 'userId', 'recipient', 'expiresAt'])
        .execute();
      row = (result.raw as (typeof row)[])[0];
    } else {
      row =
        (await this.shares
          .createQueryBuilder('s')
          .select(['s.id', 's.userId', 's.recipient', 's.expiresAt'])
          .where(where.replace(/"(\w+)"/g, 's."$1"'), params)
          .getOne()) ?? undefined;
    }
    if (!row) return null;
    return {
      id: row.id,
      userId: row.userId,
      recipient: row.recipient,
      expiresAt: iso(row.expiresAt)!,
    };
  }

  /** The data export's shares (Profile › Your data): dates, views, revocation, never a token. */
  async exportFor(userId: string): Promise<ExportedScheduleShare[]> {
    const rows = await this.shares.find({ where: { userId }, order: { createdAt: 'ASC' } });
    return rows.map((s) => ({ ...toDto(s), revokedAt: iso(s.revokedAt) }));
  }
}
