/**
 * Picture-usage report benchmark (`npm run bench:usage [-- --runs 3 --duration 5 --assets 20]`).
 *
 * Each run has two phases over the real PostgreSQL and Redis, with the API in-process and a bench
 * account and BullMQ prefix of its own:
 * 1. intake: autocannon posts distinct reports (`--assets` lines each) for `--duration` seconds
 *    with no worker running → accepted reports/s (202 answers / duration), latency p50/p99;
 * 2. ingestion: the usage-report worker (in-process, default concurrency) starts and counts the
 *    backlog of phase 1 → reports/s and asset lines/s until nothing is pending.
 * For scale, each run also measures `GET /user/api/status` (auth + quota peek, no write) with
 * the same connections for 2 s: intake is printed as a ratio to it (this machine's noise cancels).
 * Prints each run, then the medians. The bench account's reports and counters are deleted at the
 * end (its token is revoked) so billing exports never include bench data.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pino from 'pino';
import { createToken } from '@mc/auth';
import type { Pool } from 'pg';
import { config } from '@mc/config';
import { migrate } from '@mc/store';
import { createApp, closeDeps, createDeps } from '@mc/api';
import { startUsageReportWorker } from '@mc/worker';
import { SHARED_OPTIONS, autocannon, median, parseBenchOptions } from './bench-harness';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Pending usage reports of one account (SQL through the pool, bench only). */
async function pendingReports(pool: Pool, accountId: number): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    "SELECT count(*) AS n FROM picture_usage_report WHERE account_id = $1 AND state = 'pending'",
    [accountId],
  );
  return Number(rows[0]!.n);
}

/** Intake phase: POST /report/picture/usage for `duration` s, each report a new transaction id from `nextId`. */
function intakeLoad(
  url: string,
  token: string,
  connections: number,
  duration: number,
  assetsPerReport: number,
  nextId: () => number,
): ReturnType<typeof autocannon> {
  return autocannon({
    url,
    connections,
    duration,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    requests: [
      {
        method: 'POST',
        path: '/report/picture/usage',
        setupRequest: (req: Record<string, unknown>) => {
          const id = nextId();
          const assets = Array.from({ length: assetsPerReport }, (_, i) => ({
            id_picture: 1 + ((id * 7 + i * 13) % 5000),
            count: (id + i) % 50,
          }));
          return { ...req, body: JSON.stringify({ id_transaction: id, assets }) };
        },
      },
    ],
  });
}

async function main(): Promise<void> {
  const opts = parseBenchOptions({
    runs: ['--runs <n>', 'runs (medians are printed)', '3'],
    duration: SHARED_OPTIONS.duration('intake phase length, seconds', 5),
    connections: SHARED_OPTIONS.connections(16),
    assets: ['--assets <n>', 'asset lines per report (1..1000)', '20'],
  });
  const runs = Number(opts.runs);
  const assetsPerReport = Number(opts.assets);
  const prefix = `mc-bench-usage-${process.pid}`;
  const cfg = { ...config(), LOG_LEVEL: 'silent' as const, REDIS_PREFIX: prefix };
  const deps = createDeps(cfg);
  await migrate(deps.pool);
  const server: Server = await new Promise((resolve) => {
    const s = createApp(deps).listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { token, info } = await createToken(deps.pool, { plan: 'premium', dailyLimit: 100_000_000, accountName: 'bench-usage' });
  const pending = () => pendingReports(deps.pool, info.accountId);

  let nextTransaction = 1;
  const intake: number[] = [];
  const ratios: number[] = [];
  const ingestion: number[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      const first = nextTransaction;
      const r = await intakeLoad(
        url,
        token,
        Number(opts.connections),
        Number(opts.duration),
        assetsPerReport,
        () => nextTransaction++,
      );
      const accepted = r['2xx'];
      const perS = accepted / Number(opts.duration);
      intake.push(perS);
      const baseline = await autocannon({
        url: `${url}/user/api/status`,
        connections: Number(opts.connections),
        duration: 2,
        headers: { authorization: `Bearer ${token}` },
      });
      const baselinePerS = baseline['2xx'] / 2;
      ratios.push(perS / baselinePerS);
      const backlog = await pending();
      const worker = startUsageReportWorker(
        { pool: deps.pool, redisUrl: cfg.REDIS_URL, bullPrefix: prefix, logger: pino({ level: 'silent' }) },
        { sweepIntervalMs: 0 },
      );
      const t0 = performance.now();
      while ((await pending()) > 0) await sleep(20);
      const s = (performance.now() - t0) / 1000;
      await worker.close();
      ingestion.push(backlog / s);
      console.log(
        `run ${run}: intake ${perS.toFixed(0)} reports/s (${accepted} accepted, non-2xx ${r.non2xx}, errors ${r.errors}, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms; ` +
          `${((100 * perS) / baselinePerS).toFixed(0)}% of GET /user/api/status at ${baselinePerS.toFixed(0)}/s; ` +
          `ids ${first}..${nextTransaction - 1}) | ingestion ${(backlog / s).toFixed(0)} reports/s = ${((backlog * assetsPerReport) / s).toFixed(0)} asset lines/s (${backlog} reports in ${s.toFixed(2)} s)`,
      );
    }
    console.log(
      `median of ${runs} runs (${assetsPerReport} assets/report, ${opts.connections} connections): ` +
        `intake ${median(intake).toFixed(0)} reports/s (${(100 * median(ratios)).toFixed(0)}% of the status route), ingestion ${median(ingestion).toFixed(0)} reports/s ` +
        `(${(median(ingestion) * assetsPerReport).toFixed(0)} asset lines/s)`,
    );
  } finally {
    await deps.pool.query('DELETE FROM picture_usage_daily WHERE account_id = $1', [info.accountId]);
    await deps.pool.query('DELETE FROM picture_usage_report WHERE account_id = $1', [info.accountId]);
    await deps.pool.query('UPDATE api_token SET revoked_at = now() WHERE id = $1', [info.tokenId]);
    await deps.queues.usageReport.obliterate({ force: true }).catch(() => undefined);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closeDeps(deps);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
