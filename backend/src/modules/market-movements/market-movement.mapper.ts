import type { MarketMovement } from '@valuation/contracts';
import type { MarketMovementEntity } from './entities/market-movement.entity';

/** A movement as the staff console sees it, with how many customers it has reached so far. */
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
    sending: m.affected > 0 && m.sentAt === null && m.withdrawnAt === null,
    withdrawableUntil: new Date(m.notifyAt).toISOString(),
    withdrawnAt: m.withdrawnAt ? new Date(m.withdrawnAt).toISOString() : null,
    withdrawnBy: m.withdrawnByName,
  };
}

/** The row count of an INSERT … RETURNING through TypeORM's query(), on either database. */
export function countRows(result: unknown): number {
  // PostgreSQL answers [rows, count]; PGlite the rows.
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
