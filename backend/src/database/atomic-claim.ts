import type { FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

/**
 * The one way to take a row for oneself when several requests may race for it (a single-use
 * passkey challenge, a single-use reset link, a refresh token being rotated, a passkey's signature
 * counter): ONE `UPDATE … RETURNING` or `DELETE … RETURNING` statement through the query builder,
 * so at most one caller gets the row back; everyone else gets null. `where` must include the
 * condition that makes the claim single-use (e.g. `usedAt: IsNull()`); it should match one row
 * at most (a primary or unique key). Works the same on PostgreSQL and PGlite.
 */
export async function claimOne<T extends ObjectLiteral, K extends keyof T & string>(
  repo: Repository<T>,
  where: FindOptionsWhere<T>,
  set: QueryDeepPartialEntity<T>,
  returning: readonly K[],
): Promise<Pick<T, K> | null> {
  const result = await repo
    .createQueryBuilder()
    .update()
    .set(set)
    .where(where)
    .returning([...returning])
    .execute();
  return firstRow<Pick<T, K>>(result.raw);
}

/** Deletes the row matching `where` and returns it (DELETE … RETURNING): only one caller gets it. */
export async function takeOne<T extends ObjectLiteral, K extends keyof T & string>(
  repo: Repository<T>,
  where: FindOptionsWhere<T>,
  returning: readonly K[],
): Promise<Pick<T, K> | null> {
  const result = await repo
    .createQueryBuilder()
    .delete()
    .where(where)
    .returning([...returning])
    .execute();
  return firstRow<Pick<T, K>>(result.raw);
}

function firstRow<R>(raw: unknown): R | null {
  return Array.isArray(raw) && raw.length > 0 ? (raw[0] as R) : null;
}
