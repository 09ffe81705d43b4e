/**
 * What the curation integration tests share: the API in-process, an admin token of the account
 * `curation-desk`, the worker as a child process (its live indexer applies decisions to search),
 * a pool on the test database, and `call` / `eventually` helpers. `curationDesk` registers the
 * suite's `beforeAll` / `afterAll` hooks itself.
 */
import type { Pool } from 'pg';
import { config } from '@mc/config';
import { createPool } from '@mc/store';
import { WorkerProcess, sleep } from './child-processes';
import { startTestApi, type TestApi } from './harness';

/** One suite's curation desk (module doc). */
export interface CurationDesk {
  /** The API, set once `beforeAll` ran. */
  api: TestApi;
  pool: Pool;
  worker: WorkerProcess;
  /** A request with the admin token; the answer's status and JSON body. */
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Polls `check` every 100 ms until true; throws naming `what`, with the worker's output, after `ms`. */
  eventually(check: () => Promise<boolean>, what: string, ms?: number): Promise<void>;
}

/** The desk of one suite (`name`: its Redis key prefix's tag). */
export function curationDesk(name: string): CurationDesk {
  const cfg = config();
  let admin = '';
  const desk: CurationDesk = {
    api: undefined as unknown as TestApi,
    pool: createPool(cfg.DATABASE_URL),
    worker: new WorkerProcess({
      ES_INDEX_PREFIX: cfg.ES_INDEX_PREFIX,
      REDIS_PREFIX: `it-${name}-${process.pid}`,
      WORKER_METRICS_PORT: '0',
      LOG_LEVEL: 'info',
    }),
    async call(method, path, body) {
      const res = await fetch(`${desk.api.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${admin}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: await res.json() };
    },
    async eventually(check, what, ms = 30_000) {
      const deadline = Date.now() + ms;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error(`not ${what} within ${ms} ms; worker output:\n${desk.worker.tail.join('\n')}`);
        await sleep(100);
      }
    },
  };
  beforeAll(async () => {
    desk.api = await startTestApi();
    admin = await desk.api.newToken({ scope: 'admin', accountName: 'curation-desk' });
    await desk.worker.start();
  }, 60_000);
  afterAll(async () => {
    await desk.worker.stop();
    await desk.api.close();
    await desk.pool.end();
  });
  return desk;
}
