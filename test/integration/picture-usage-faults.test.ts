/**
 * Crash safety of picture-usage ingestion with the real worker process, PostgreSQL and a Redis of
 * this test's own (a throwaway `redis-server` without persistence, so a restart loses its data; the
 * shared Redis is never touched). 2,000 reports of random sizes are posted while
 * 1. the worker is killed with SIGKILL at least three times and restarted;
 * 2. Redis is killed and restarted empty while the worker is frozen (SIGSTOP) with jobs queued.
 * Afterwards the ledger must equal exactly the sum of the accepted reports: nothing lost, nothing
 * counted twice. Posters retry answers other than 202 (5xx while Redis is down), as a partner would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createToken } from '@mc/auth';
import { config, type Config } from '@mc/config';
import { migrate } from '@mc/store';
import { createApp, closeDeps, createDeps, type Deps } from '@mc/api';
import { ThrowawayRedis, WorkerProcess, freePort, sleep } from './child-processes';

jest.setTimeout(240_000);

const PREFIX = `mc-test-usage-faults-${process.pid}`;
const REPORTS = 2000;

interface Report {
  id_transaction: number;
  test: boolean;
  assets: { id_picture: number; count: number }[];
}

const rnd = (n: number) => Math.floor(Math.random() * n);

/** Random sizes: mostly small, some up to the 1,000-asset maximum; pictures repeat across reports. */
function randomReport(idTransaction: number): Report {
  const r = Math.random();
  const size = r < 0.8 ? 1 + rnd(20) : r < 0.96 ? 21 + rnd(180) : 201 + rnd(800);
  return {
    id_transaction: idTransaction,
    test: Math.random() < 0.1,
    assets: Array.from({ length: size }, () => ({ id_picture: 1 + rnd(500), count: rnd(50) })),
  };
}

/** Expected counters `"<id_picture>/<test>" → count` and counter contributions of the reports. */
function expectedLedger(reports: Report[]): { counters: Record<string, number>; contributions: number } {
  const counters: Record<string, number> = {};
  let contributions = 0;
  for (const r of reports) {
    const pictures = new Set<number>();
    for (const a of r.assets) {
      const key = `${a.id_picture}/${r.test}`;
      counters[key] = (counters[key] ?? 0) + a.count;
      pictures.add(a.id_picture);
    }
    contributions += pictures.size;
  }
  return { counters, contributions };
}

let dir: string;
let redis: ThrowawayRedis;
let deps: Deps;
let server: Server;
let url: string;
let worker: WorkerProcess;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'usage-faults-'));
  redis = new ThrowawayRedis(await freePort(), dir);
  await redis.start();
  // Posts thousands of reports with one token on purpose: the intake limit is lifted.
  const cfg: Config = {
    ...config(),
    LOG_LEVEL: 'silent',
    REDIS_URL: redis.url,
    REDIS_PREFIX: PREFIX,
    REPORT_LIMIT_PER_MINUTE: 1_000_000,
  };
  deps = createDeps(cfg);
  deps.queues.usageReport.on('error', () => undefined);
  deps.queues.reindex.on('error', () => undefined);
  await migrate(deps.pool);
  server = await new Promise((resolve) => {
    const s = createApp(deps).listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  worker = new WorkerProcess({
    REDIS_URL: redis.url,
    REDIS_PREFIX: PREFIX,
    DATABASE_URL: cfg.DATABASE_URL,
    ES_URL: cfg.ES_URL,
    LOG_LEVEL: 'info',
    // Short locks so a killed worker's job is retried within seconds.
    WORKER_LOCK_DURATION_MS: '2000',
    WORKER_STALLED_INTERVAL_MS: '1000',
  });
});

afterAll(async () => {
  await worker?.kill();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  server?.closeAllConnections();
  if (deps) await closeDeps(deps);
  await redis?.kill();
  rmSync(dir, { recursive: true, force: true });
});

async function newAccount(name: string): Promise<{ token: string; accountId: number }> {
  const { token, info } = await createToken(deps.pool, {
    plan: 'premium',
    dailyLimit: 1_000_000,
    accountName: `${PREFIX}-${name}`,
  });
  return { token, accountId: info.accountId };
}

/** Posts until 202 (retrying 5xx and connection errors); any other answer fails the test. */
async function postUntilAccepted(token: string, report: Report): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const { status, text } = await fetch(`${url}/report/picture/usage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(report),
    })
      .then(async (res) => ({ status: res.status, text: await res.text() }))
      .catch((err: Error) => ({ status: 0, text: err.message }));
    if (status === 202) return;
    if ((status !== 0 && status < 500) || attempt >= 200)
      throw new Error(`report ${report.id_transaction}: ${status} ${text.slice(0, 200)}`);
    await sleep(100);
  }
}

/**
 * Posts every report with `concurrency` posters, each pausing `pauseMs` between posts (so the
 * posting spans the faults); `accepted()` counts 202 answers so far.
 */
function postAll(token: string, reports: Report[], concurrency = 8, pauseMs = 25) {
  let next = 0;
  let accepted = 0;
  const done = Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < reports.length) {
        const report = reports[next++]!;
        await postUntilAccepted(token, report);
        accepted++;
        await sleep(pauseMs);
      }
    }),
  );
  return { done, accepted: () => accepted };
}

async function pendingCount(accountId: number): Promise<number> {
  const { rows } = await deps.pool.query<{ n: string }>(
    "SELECT count(*) AS n FROM picture_usage_report WHERE account_id = $1 AND state = 'pending'",
    [accountId],
  );
  return Number(rows[0]!.n);
}

/** Waits until every report of the account is counted; throws (with the worker's log) after `ms`. */
async function untilAllIngested(accountId: number, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while ((await pendingCount(accountId)) > 0) {
    if (Date.now() > deadline) throw new Error(`reports still pending after ${ms} ms; worker log:\n${worker.tail.join('\n')}`);
    await sleep(200);
  }
}

/** Asserts the ledger of the account equals exactly the sum of `reports`, each stored once. */
async function expectLedgerEquals(accountId: number, reports: Report[]): Promise<void> {
  const stored = await deps.pool.query<{ n: string; ingested: string }>(
    "SELECT count(*) AS n, count(*) FILTER (WHERE state = 'ingested') AS ingested FROM picture_usage_report WHERE account_id = $1",
    [accountId],
  );
  expect(stored.rows[0]).toEqual({ n: String(reports.length), ingested: String(reports.length) });
  const { rows } = await deps.pool.query<{ id_picture: string; test: boolean; count: string; reports: number }>(
    'SELECT id_picture, test, count::text AS count, reports FROM picture_usage_daily WHERE account_id = $1',
    [accountId],
  );
  const counters: Record<string, number> = {};
  let contributions = 0;
  for (const r of rows) {
    const key = `${r.id_picture}/${r.test}`;
    counters[key] = (counters[key] ?? 0) + Number(r.count);
    contributions += r.reports;
  }
  const expected = expectedLedger(reports);
  expect(counters).toEqual(expected.counters);
  expect(contributions).toBe(expected.contributions);
}

describe('picture usage ingestion under faults', () => {
  it('counts 2,000 reports exactly once while the worker is SIGKILLed and restarted', async () => {
    const { token, accountId } = await newAccount('sigkill');
    const reports = Array.from({ length: REPORTS }, (_, i) => randomReport(i + 1));
    await worker.start();
    const posting = postAll(token, reports);
    let postingDone = false;
    const postingFinished = posting.done.finally(() => {
      postingDone = true;
    });
    const pendingAtKill: number[] = [];
    const killer = (async () => {
      while (!postingDone || pendingAtKill.length < 3) {
        await sleep(300 + rnd(700));
        // Frozen for a moment first, so the kill finds accepted reports waiting however fast it ingests.
        worker.signal('SIGSTOP');
        await sleep(150);
        pendingAtKill.push(await pendingCount(accountId));
        await worker.kill();
        await worker.start();
      }
    })();
    await Promise.all([postingFinished, killer]);
    expect(posting.accepted()).toBe(REPORTS);
    expect(pendingAtKill.length).toBeGreaterThanOrEqual(3);
    // The kills hit a worker with work to do.
    expect(Math.max(...pendingAtKill)).toBeGreaterThan(0);
    await untilAllIngested(accountId);
    await expectLedgerEquals(accountId, reports);
    await worker.kill();
  });

  it('loses no accepted report when Redis restarts empty with jobs queued', async () => {
    const { token, accountId } = await newAccount('redis-loss');
    const reports = Array.from({ length: REPORTS }, (_, i) => randomReport(i + 1));
    await worker.start();
    const posting = postAll(token, reports);
    const until = async (n: number) => {
      while (posting.accepted() < n) await sleep(20);
    };
    await until(600);
    // Freeze the worker so accepted reports wait in Redis, then lose Redis with them.
    worker.signal('SIGSTOP');
    await until(1000);
    const pendingAtLoss = await pendingCount(accountId);
    await redis.kill();
    await sleep(500);
    await redis.start();
    worker.signal('SIGCONT');
    await posting.done;
    expect(posting.accepted()).toBe(REPORTS);
    expect(pendingAtLoss).toBeGreaterThan(0);
    await untilAllIngested(accountId);
    await expectLedgerEquals(accountId, reports);
    await worker.kill();
  });

  it('accepts reports with 202 while Redis is down and ingests them once it is back', async () => {
    const { token, accountId } = await newAccount('redis-down');
    const reports = Array.from({ length: 5 }, (_, i) => randomReport(i + 1));
    await redis.kill();
    for (const report of reports) {
      const res = await fetch(`${url}/report/picture/usage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(report),
      });
      expect(res.status).toBe(202);
    }
    await redis.start();
    await worker.start();
    await untilAllIngested(accountId);
    await expectLedgerEquals(accountId, reports);
    await worker.kill();
  });
});
