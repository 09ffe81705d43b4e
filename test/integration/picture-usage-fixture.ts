/**
 * The picture-usage test fixture shared by the picture-usage suites: one API (its own Redis key
 * prefix) and the real BullMQ usage-report worker in process, started by `usePictureUsage()` in
 * the calling file's `beforeAll` and closed in its `afterAll`, plus helpers that post reports and
 * read the ledger tables back.
 */
import pino from 'pino';
import type { TokenInfo } from '@mc/auth';
import { startUsageReportWorker, type UsageReportWorkerHandle } from '@mc/worker';
import { startTestApi, type TestApi } from './harness';

/** A reply: HTTP status and parsed JSON body (null when empty). */
export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** What a suite gets: the running API and worker (valid inside tests) and the helpers. */
export interface PictureUsageFixture {
  /** Redis prefix of this suite; also the prefix of its account names. */
  prefix: string;
  api(): TestApi;
  worker(): UsageReportWorkerHandle;
  /** POSTs a report: objects are sent as JSON, strings as they are; `token: null` sends none. */
  post(body: unknown, opts?: { token?: string | null; contentType?: string }): Promise<Reply>;
  /** A fresh account (named `<prefix>-<name>`) with one token. */
  newAccount(name: string): Promise<{ token: string; info: TokenInfo }>;
  /** The stored state of a report, or undefined when none is stored. */
  reportState(accountId: number, idTransaction: number): Promise<string | undefined>;
  /** Waits until the account has no pending report (the worker counted them); throws after 30 s. */
  untilIngested(accountId: number): Promise<void>;
  /** GET /report/picture/usage with a query string. */
  totals(token: string, qs?: string): Promise<Reply>;
  /** The account's counters: `"<id_picture>/<test>" → count`. */
  counters(accountId: number): Promise<Record<string, number>>;
}

/** Registers the suite's beforeAll/afterAll and returns the fixture; `name` keeps prefixes apart. */
export function usePictureUsage(name: string): PictureUsageFixture {
  const prefix = `mc-test-${name}-${process.pid}`;
  let api: TestApi | undefined;
  let worker: UsageReportWorkerHandle | undefined;
  const theApi = (): TestApi => {
    if (!api) throw new Error('the picture-usage API is not started (use it inside tests)');
    return api;
  };
  beforeAll(async () => {
    api = await startTestApi({ REDIS_PREFIX: prefix });
    api.deps.queues.usageReport.on('error', () => undefined);
    worker = startUsageReportWorker(
      { pool: api.deps.pool, redisUrl: api.deps.config.REDIS_URL, bullPrefix: prefix, logger: pino({ level: 'silent' }) },
      { sweepIntervalMs: 0 },
    );
  });
  afterAll(async () => {
    await worker?.close();
    // This run's queue keys (completed jobs are kept a day) are removed from the shared Redis.
    await api?.deps.queues.usageReport.obliterate({ force: true });
    await api?.close();
  });
  return {
    prefix,
    api: theApi,
    worker: () => {
      if (!worker) throw new Error('the usage-report worker is not started');
      return worker;
    },
    async post(body, opts = {}) {
      const token = opts.token === undefined ? theApi().token : opts.token;
      const res = await fetch(`${theApi().url}/report/picture/usage`, {
        method: 'POST',
        headers: {
          'content-type': opts.contentType ?? 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    async newAccount(accountName) {
      const token = await theApi().newToken({ accountName: `${prefix}-${accountName}` });
      const info = await theApi().deps.tokens.verify(token);
      if (typeof info === 'string') throw new Error(`token refused: ${info}`);
      return { token, info };
    },
    async reportState(accountId, idTransaction) {
      const { rows } = await theApi().deps.pool.query<{ state: string }>(
        'SELECT state FROM picture_usage_report WHERE account_id = $1 AND id_transaction = $2',
        [accountId, idTransaction],
      );
      return rows[0]?.state;
    },
    async untilIngested(accountId) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const { rows } = await theApi().deps.pool.query<{ n: string }>(
          "SELECT count(*) AS n FROM picture_usage_report WHERE account_id = $1 AND state = 'pending'",
          [accountId],
        );
        if (rows[0]!.n === '0') return;
        if (Date.now() > deadline) throw new Error(`account ${accountId}: ${rows[0]!.n} reports still pending after 30 s`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async totals(token, qs = '') {
      const r = await theApi().get(`/report/picture/usage${qs}`, token);
      return { status: r.status, body: r.body };
    },
    async counters(accountId) {
      const { rows } = await theApi().deps.pool.query<{ id_picture: string; test: boolean; count: string }>(
        'SELECT id_picture, test, sum(count)::text AS count FROM picture_usage_daily WHERE account_id = $1 GROUP BY 1, 2',
        [accountId],
      );
      return Object.fromEntries(rows.map((r) => [`${r.id_picture}/${r.test}`, Number(r.count)]));
    },
  };
}
