import { randomUUID } from 'node:crypto';
import {
  answerProblem,
  BadInputCase,
  bodyCases,
  listOperations,
  OpenApiDocument,
  Operation,
  PATH_VALUES,
  queryValues,
  sampleBody,
} from './helpers/bad-input';
import { bootApp, CallResult, register, TestApp, uniqueEmail, uniqueIp } from './helpers/test-app';

/**
 * Every operation of the OpenAPI document gets the inputs of a careless or hostile caller, with
 * and without a signed-in customer (and an admin on /api/staff): a new endpoint is covered as
 * soon as Swagger documents it. Every answer must be a 4xx whose JSON `error` is a sentence and
 * whose `statusCode` is the HTTP status (or a JSON 2xx where the input is acceptable), within 10 s.
 */

const ADMIN_PASSWORD = 'Adm1n!secret';
const REQUEST_TIMEOUT_MS = 10_000;
const CONCURRENCY = 6;
/** How many tests the operations are spread over (each with its own time limit). */
const BUCKETS = 6;

interface Failure {
  method: string;
  path: string;
  name: string;
  as: string;
  status: number | string;
  body: string;
  problem: string;
}

/** Runs `tasks` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await run(items[next++]);
  });
  await Promise.all(workers);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The operation's path with a plausible value (a random UUID) for each path parameter. */
function plausibleUrl(op: Operation, override?: [string, string]): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    override && override[0] === name ? override[1] : randomUUID(),
  );
}

function casesOf(op: Operation): BadInputCase[] {
  const url = plausibleUrl(op);
  const cases: BadInputCase[] = [];
  // Any route: a control character in the query string is refused before the route runs.
  cases.push({
    name: 'NUL in an unexpected query parameter',
    url: `${url}?x=%00`,
    mayAccept: false,
  });
  if (op.method !== 'GET') cases.push(...bodyCases(op, url));
  for (const param of op.pathParams) {
    for (const [name, value] of PATH_VALUES) {
      cases.push({
        name: `path parameter "${param}": ${name}`,
        url: plausibleUrl(op, [param, value]),
        // a body the route would otherwise accept, so only the parameter is wrong
        raw: op.bodySchema ? JSON.stringify(sampleBody(op)) : undefined,
        mayAccept: false,
      });
    }
  }
  for (const { name } of op.queryParams) {
    for (const [caseName, query, mayAccept] of queryValues(name)) {
      cases.push({ name: `query "${name}": ${caseName}`, url: `${url}?${query}`, mayAccept });
    }
  }
  return cases;
}

describe('generated bad input: every operation of the OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    t = await bootApp({
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD,
      // one address per request as well: only per-account limits can answer 429
      RATE_LIMIT_IP_FACTOR: '100000',
    });
    const res = await t.call('GET', '/api/docs-json');
    expect(res.status).toBe(200);
    doc = res.body as OpenApiDocument;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A valid token of a signed-up customer, signing up again when a case ended the session. */
  let customer: string | undefined;
  async function customerToken(): Promise<string> {
    if (customer && (await t.call('GET', '/api/auth/validate', { token: customer })).status === 200)
      return customer;
    customer = (await register(t)).token;
    return customer;
  }
  let admin: string | undefined;
  async function adminToken(): Promise<string> {
    if (admin && (await t.call('GET', '/api/auth/validate', { token: admin })).status === 200)
      return admin;
    const res = await t.call('POST', '/api/auth/login', {
      body: { email: adminEmail, password: ADMIN_PASSWORD },
      ip: uniqueIp(),
    });
    if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${res.text}`);
    admin = res.body.token as string;
    return admin;
  }

  it('reads an OpenAPI document of every operation', () => {
    const operations = listOperations(doc);
    // the document was read: the API has well over twenty operations, a dozen of them with a body
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.filter((op) => op.bodySchema).length).toBeGreaterThan(10);
  });

  // The operations in BUCKETS shares, each a test with its own time limit: twelve thousand requests
  // in one test ran out of its five minutes on a loaded CI machine.
  it.each(Array.from({ length: BUCKETS }, (_, i) => i))(
    'share %i: answers every case with a 4xx sentence or an acceptable JSON 2xx; never a 5xx, never a hang',
    async (share) => {
      const operations = listOperations(doc).filter((_, index) => index % BUCKETS === share);
      expect(operations.length).toBeGreaterThan(0);

      const failures: Failure[] = [];
      let requests = 0;
      for (const op of operations) {
        const identities: [string, string | undefined][] = [
          ['anonymous', undefined],
          ['customer', await customerToken()],
        ];
        if (op.path.startsWith('/api/staff/')) identities.push(['admin', await adminToken()]);
        const jobs = casesOf(op).flatMap((c) =>
          identities.map(([as, token]) => ({ c, as, token })),
        );
        await pool(jobs, CONCURRENCY, async ({ c, as, token }) => {
          requests++;
          const headers: Record<string, string> = {};
          if (c.raw !== undefined) headers['content-type'] = c.contentType ?? 'application/json';
          const res = await withTimeout(
            t.call(op.method, c.url, { raw: c.raw, headers, token, ip: uniqueIp() }),
            REQUEST_TIMEOUT_MS,
          ).catch((error: unknown) => `threw ${String(error)}`);
          const problem =
            typeof res === 'string'
              ? res === 'timeout'
                ? `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`
                : res
              : answerProblem(res, c.mayAccept);
          if (problem) {
            const answer = typeof res === 'string' ? undefined : (res as CallResult);
            failures.push({
              method: op.method,
              path: op.path,
              name: c.name,
              as,
              status: answer?.status ?? '-',
              body: (answer?.text ?? '').slice(0, 300),
              problem,
            });
          }
        });
      }

      console.log(`bad-input share ${share}: ${requests} requests, ${failures.length} failures`);
      const report = failures
        .slice(0, 60)
        .map(
          (f) =>
            `${f.method} ${f.path} [${f.name}] as ${f.as}: ${f.problem}; ${f.status} ${f.body}`,
        )
        .join('\n');
      expect(`${failures.length} failures${report ? `\n${report}` : ''}`).toBe('0 failures');
    },
    300_000,
  );
});
