/**
 * `npm run bench:lookup -- [--duration 10] [--connections 16] [--rounds 3] [--url <base> --token <t>]`
 *
 * Lookup throughput on the real catalog: GET /api/artist/:id, /api/recording/:id,
 * /api/charts/:id/dates/:id_date/rows (a full Hot 100 week, 100 rows) and
 * /api/recording/:id/charts, each over 2,000 ids sampled from the store (fixed seed), so requests
 * hit different rows. Prints requests/s and p50/p99 latency (medians over rounds) as a table.
 */
import {
  type BenchRequest,
  type CommonBenchOptions,
  benchProgram,
  loadTest,
  printFigures,
  sample,
  startBenchTarget,
} from './bench-harness';

async function ids(target: { pool: import('pg').Pool }, sql: string): Promise<number[]> {
  return (await target.pool.query<{ id: string }>(sql)).rows.map((r) => Number(r.id));
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
    printFigures(figures);
  } finally {
    await target.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
