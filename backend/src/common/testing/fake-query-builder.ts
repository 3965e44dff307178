/**
 * For unit specs: a query builder whose every chain method records its call and returns itself;
 * `getOne`, `getManyAndCount` and `execute` resolve to the given results.
 */
export interface FakeQueryBuilder {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  qb: any;
  calls: Array<[string, unknown[]]>;
}

export function fakeQueryBuilder(
  results: { getOne?: unknown; getManyAndCount?: unknown; execute?: unknown } = {},
): FakeQueryBuilder {
  const calls: Array<[string, unknown[]]> = [];
  const qb: unknown = new Proxy(
    {},
    {
      get: (_target, prop) => {
        if (prop === 'then') return undefined;
        if (prop === 'getOne') return async () => results.getOne ?? null;
        if (prop === 'getManyAndCount') return async () => results.getManyAndCount ?? [[], 0];
        if (prop === 'execute') return async () => results.execute ?? { raw: [] };
        return (...args: unknown[]) => {
          calls.push([String(prop), args]);
          return qb;
        };
      },
    },
  );
  return { qb, calls };
}
