import type { DataSource } from 'typeorm';

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

function isPgPool(pool: unknown): pool is PgPool {
  return (
    typeof pool === 'object' && pool !== null && typeof (pool as PgPool).totalCount === 'number'
  );
}

/**
 * The database pool as the metrics show it: on PostgreSQL, node-postgres's pool (TypeORM's
 * `driver.master`); on the embedded PGlite, its one in-process connection, always open, whose
 * queue is not measured (max 1, one idle connection, nothing waiting).
 */
export function databasePoolStats(dataSource: DataSource): PoolStats {
  const pool = (dataSource.driver as unknown as { master?: unknown }).master;
  if (!isPgPool(pool)) return { max: 1, total: 1, idle: 1, waiting: 0 };
  return {
    max: pool.options?.max ?? 10,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  };
}
