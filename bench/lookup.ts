/**
 * `npm run bench:lookup -- [--duration 10] [--connections 16] [--rounds 3] [--warmup 15] [--processes n] [--url <base> --token <t>]`
 *
 * Lookup throughput on the real catalog: GET /api/artist/:id, /api/recording/:id,
 * /api/charts/:id/dates/:id_date/rows (a full Hot 100 week, 100 rows) and
 * /api/recording/:id/charts, each over 2,000 ids sampled from the store (fixed seed), so requests
 * hit different rows. Prints requests/s and p50/p99 latency (medians over rounds) as a table.
 *
 * In the same run, the artist and recording lookups are also served by a minimal Express 5 route
 * returning the same documents from memory (`bench/minimal-express.ts`, its own process like the
 * API), and the table ends with our throughput as a ratio of that ceiling (target ≥ 0.6).
 * Both servers run as `--processes` processes (default: one per CPU, the API's own default; a
 * Node cluster sharing the port), with LOG_LEVEL=warn. Both first get `--warmup` unmeasured
 * seconds; then their rounds alternate.
 */
import { availableParallelism } from 'node:os';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BenchRequest,
  type CommonBenchOptions,
  benchProgram,
  loadTest,
  printFigures,
  sample,
  startBenchTarget,
  startChildServer,
  type BenchTarget,
  type LoadFigures,
  median,
} from './bench-harness';

async function ids(target: { pool: import('pg').Pool }, sql: string): Promise<number[]> {
  return (await target.pool.query<{ id: string }>(sql)).rows.map((r) => Number(r.id));
}

/** Ours and the minimal Express route on one scenario, rounds interleaved. */
interface Comparison {
  ours: LoadFigures;
  reference: LoadFigures;
}

/**
 * Serves the documents of `scenarios` (read from the store) with bench/minimal-express.ts and
 * drives the same requests at both servers, alternating ours and the reference round by round (a
 * shared machine's load drifts; interleaving exposes both to the same drift). Figures are medians
 * over rounds.
 */
async function compareWithMinimalExpress(
  target: BenchTarget,
  scenarios: [string, BenchRequest[]][],
  load: { durationS: number; connections: number; rounds: number; warmupS: number },
  processes: number,
): Promise<Comparison[]> {
  const docs: Record<string, unknown> = {};
  for (const [, requests] of scenarios) {
    for (const { path } of requests) {
      const [, , kind, id] = path.split('/');
      const { rows } = await target.pool.query<{ doc: unknown }>('SELECT doc FROM entity WHERE kind = $1 AND id = $2', [
        kind,
        id,
      ]);
      docs[path] = rows[0]?.doc;
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-lookup-'));
  writeFileSync(join(dir, 'docs.json'), JSON.stringify(docs));
  const server = await startChildServer(['bench/minimal-express.ts', join(dir, 'docs.json')], undefined, {
    WEB_CONCURRENCY: String(processes),
  });
  const reference = { ...target, url: server.url };
  // Unmeasured warm-up of both servers: JIT, connection pools, caches, and the API's start-up work
  // (each process builds the recommendation model in the background for a few seconds).
  if (load.warmupS > 0)
    for (const t of [target, reference])
      await loadTest(t, 'warm-up', scenarios[0]![1], { ...load, rounds: 1, durationS: load.warmupS });
  const oneRound = { ...load, rounds: 1 };
  const medianOf = (name: string, rounds: LoadFigures[]): LoadFigures => ({
    scenario: name,
    rps: median(rounds.map((r) => r.rps)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    failed: rounds.reduce((n, r) => n + r.failed, 0),
    requests: rounds.reduce((n, r) => n + r.requests, 0),
  });
  try {
    const out: Comparison[] = [];
    for (const [name, requests] of scenarios) {
      const ours: LoadFigures[] = [];
      const ref: LoadFigures[] = [];
      for (let round = 0; round < load.rounds; round++) {
        ours.push(await loadTest(target, name, requests, oneRound));
        ref.push(await loadTest(reference, name, requests, oneRound));
      }
      out.push({ ours: medianOf(name, ours), reference: medianOf(`${name} (minimal Express)`, ref) });
    }
    return out;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const opts = benchProgram()
    .option('--warmup <s>', 'unmeasured seconds of load on each server before the compared rounds', '15')
    .option('--processes <n>', 'processes of each server (ours and the minimal Express route)', String(availableParallelism()))
    .parse()
    .opts<CommonBenchOptions & { warmup: string; processes: string }>();
  const processes = Number(opts.processes);
  const target = await startBenchTarget({
    url: opts.url,
    token: opts.token,
    accountName: 'bench-lookup',
    env: { WEB_CONCURRENCY: String(processes) },
  });
  try {
    const load = {
      durationS: Number(opts.duration),
      connections: Number(opts.connections),
      rounds: Number(opts.rounds),
      warmupS: Number(opts.warmup),
    };
    const artists = sample(await ids(target, "SELECT id FROM entity WHERE kind = 'artist'"), 2000);
    const recordings = sample(await ids(target, "SELECT id FROM entity WHERE kind = 'recording'"), 2000);
    const charted = sample(
      await ids(target, "SELECT DISTINCT owner_id AS id FROM list_item WHERE list = 'recording_charts'"),
      2000,
    );
    const chartDates = await target.pool.query<{ chart: string; date: string }>(
      "SELECT owner_id AS chart, (item->>'id') AS date FROM list_item WHERE list = 'chart_dates'",
    );
    const dates = sample(chartDates.rows, 2000);
    const scenarios: [string, BenchRequest[]][] = [
      ['artist by id', artists.map((id) => ({ path: `/api/artist/${id}` }))],
      ['recording by id', recordings.map((id) => ({ path: `/api/recording/${id}` }))],
      ['chart rows (100 per week)', dates.map((d) => ({ path: `/api/charts/${d.chart}/dates/${d.date}/rows?limit=100` }))],
      ['recording charts', charted.map((id) => ({ path: `/api/recording/${id}/charts` }))],
    ];
    console.log(`bench:lookup — ${load.rounds} rounds × ${load.durationS}s, ${load.connections} connections, ${target.url}`);
    console.log(
      `ours: ${opts.url ? `the API at ${opts.url}` : `the API (apps/api/src/main.ts), ${processes} process(es)`}; ` +
        `minimal Express: bench/minimal-express.ts, ${processes} process(es); both a Node cluster when > 1, LOG_LEVEL=warn`,
    );
    const compared = await compareWithMinimalExpress(target, scenarios.slice(0, 2), load, processes);
    const figures = compared.flatMap((c) => [c.ours, c.reference]);
    for (const [name, requests] of scenarios.slice(2)) figures.push(await loadTest(target, name, requests, load));
    printFigures(figures);
    console.log('\n| scenario | ours req/s | minimal Express req/s | ratio |');
    console.log('|---|---|---|---|');
    for (const { ours, reference } of compared)
      console.log(
        `| ${ours.scenario} | ${ours.rps.toFixed(0)} | ${reference.rps.toFixed(0)} | ${(ours.rps / reference.rps).toFixed(2)}× |`,
      );
  } finally {
    await target.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
