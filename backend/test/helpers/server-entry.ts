// The server process of server-process.ts: main.ts's serve(), plus a job kind
// of the test's own when TEST_SLOW_JOB_MS is set ("test.slow": waits that long, then succeeds).
import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import { JobsService } from '../../src/infrastructure/jobs/jobs.service';
import { serve } from '../../src/server';

export const SLOW_JOB = 'test.slow';

serve({
  beforeListen(app) {
    const ms = Number(process.env.TEST_SLOW_JOB_MS ?? 0);
    if (ms > 0) app.get(JobsService).register(SLOW_JOB, () => sleep(ms));
  },
}).catch((err: Error) => {
  process.stderr.write(`The server could not start: ${err.message}\n`);
  process.exit(1);
});
