/**
 * `npm run bench:lookup -- [--duration 10] [--connections 16] [--rounds 3] [--url <base> --token <t>]`
 *
 * Lookup throughput on the real catalog: GET /api/artist/:id, /api/recording/:id,
 * /api/charts/:id/dates/:id_date/rows (a full Hot 100 week, 100 rows) and
 * /api/recording/:id/charts, each over 2,000 ids sampled from the store (fixed seed), so requests
 * hit different rows. Prints requests/s and p50/p99 latency (medians over rounds) as a table.
 *
 * In the same run, the artist and recording lookups are also served by a minimal Express 5 route
 * returning the same documents from memory (`bench/minimal-express.ts`, its own process like the
 * API), and the table ends with our throughput as a ratio of that ceiling (issue 16 target ≥ 0.6).
 */
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
} from './bench-harness';

async function ids(target: { pool: import('pg').Pool }, sql: string): Promise<number[]> {
  return (await target.pool.query<{ id: string }>(sql)).rows.map((r) => Number(r.id));
}

/**
 * Serves the documents of `scenarios` (read from the store) with bench/minimal-express.ts and
 * drives the same requests at it. @returns figures named `<scenario> (minimal Express)`.
 */
async function minimalExpressFigures(
  target: BenchTarget,
  scenarios: [string, BenchRequest[]][],
  load: { durationS: number; connections: number; rounds: number },
): Promise<LoadFigures[]> {
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
  const server = await startChildServer(['bench/minimal-express.ts', join(dir, 'docs.json')], 18_091);
  try {
    const figures: LoadFigures[] = [];
    for (const [name, requests] of scenarios)
      figures.push(await loadTest({ ...target, url: server.url }, `${name} (minimal Express)`, requests, load));
    return figures;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const opts = benchProgram().parse().opts<CommonBenchOptions>();
  const target = await startBenchTarget({ url: opts.url, token: opts.token, accountName: 'bench-lookup' });
  try {
    const load = { durationS: Number(opts.duration), connections: Number(opts.connections), rounds: Number(opts.rounds) };
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
    const figures = [];
    for (const [name, requests] of scenarios) figures.push(await loadTest(target, name, requests, load));
    const ours = figures.slice(0, 2);
    const reference = await minimalExpressFigures(target, scenarios.slice(0, 2), load);
    figures.push(...reference);
    printFigures(figures);
    console.log('\n| scenario | ours req/s | minimal Express req/s | ratio |');
    console.log('|---|---|---|---|');
    ours.forEach((o, i) =>
      console.log(
        `| ${o.scenario} | ${o.rps.toFixed(0)} | ${reference[i]!.rps.toFixed(0)} | ${(o.rps / reference[i]!.rps).toFixed(2)}× |`,
      ),
    );
  } finally {
    await target.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
