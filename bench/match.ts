/**
 * `npm run bench:match -- [--file <tsv>] [--duration 10] [--rounds 3] [--url <base> --token <t>]`
 *
 * Artist-title matching throughput with everything (Elasticsearch, PostgreSQL, Redis, the API) on
 * this machine: POST /api/artist-title/batch with batches of 100 and 1,000 items, and the single
 * GET /api/artist-title, over real radio-style lines. The lines are the query columns of a
 * labelled evaluation file (`--file`, default `artist_title_dev.tsv` in `EVAL_DIR`) when it exists, else
 * "artist / title" pairs of catalog recordings (Billboard performer strings) so the bench runs on
 * the shipped data alone. Prints items/s (= batches/s × batch size) and p50/p99 per request
 * (medians over rounds). The bar is ≥ 300 items/s for the batch endpoint.
 *
 * Then (or alone with `--abuse-only`) the abusive-batch scenario (`abusive-batch.ts`): search
 * median latency idle vs while 1,000-item batches of 200-character random text run; the issue's
 * bar is loaded ≤ 3 × idle, and no batch answered 500.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import {
  type BenchRequest,
  type BenchTarget,
  type CommonBenchOptions,
  type LoadFigures,
  benchProgram,
  loadTest,
  sample,
  startBenchTarget,
} from './bench-harness';
import { abusiveBatchFigures } from './abusive-batch';
import { evalFile } from './eval-files';

interface Line {
  name: string;
  title: string;
}

function linesFromEvalFile(file: string): Line[] {
  const rows = parse(readFileSync(file, 'utf8'), {
    delimiter: '\t',
    columns: true,
    quote: false,
    skip_empty_lines: true,
  }) as Record<string, string>[];
  return rows
    .map((r) => ({ name: r.query_name ?? '', title: r.query_title ?? '' }))
    .filter((l) => l.name.trim() && l.title.trim());
}

async function main(): Promise<void> {
  const opts = benchProgram()
    .option('--file <tsv>', 'labelled lines (evaluation format)', evalFile('artist_title_dev.tsv'))
    .option('--abuse-only', 'run only the abusive-batch scenario', false)
    .parse()
    .opts<CommonBenchOptions & { file: string; abuseOnly: boolean }>();
  // The throughput scenarios drive up to 4 batches at once with one token (default cap: 2).
  const target = await startBenchTarget({
    url: opts.url,
    token: opts.token,
    accountName: 'bench-match',
    env: { BATCH_CONCURRENCY_PER_TOKEN: '4' },
  });
  try {
    if (!opts.abuseOnly) await throughput(target, opts);
    await abuse(target, opts);
  } finally {
    await target.close();
  }
}

/** Batch and single throughput over real lines. */
async function throughput(target: BenchTarget, opts: CommonBenchOptions & { file: string }): Promise<void> {
  let lines: Line[];
  let origin: string;
  if (existsSync(opts.file)) {
    lines = linesFromEvalFile(opts.file);
    origin = opts.file;
  } else {
    const { rows } = await target.pool.query<Line>(
      "SELECT doc->>'performer' AS name, doc->>'title' AS title FROM entity WHERE kind = 'recording' AND doc ? 'performer'",
    );
    lines = sample(rows, 5000);
    origin = 'catalog recordings (performer string / title)';
  }
  if (!lines.length) throw new Error('no input lines');
  // Enough distinct lines that batches differ (the matcher has no result cache, but ES does).
  const pool = sample([...lines, ...lines, ...lines], lines.length * 3, 7);
  const batches = (size: number): BenchRequest[] =>
    Array.from({ length: 20 }, (_, b) => ({
      path: '/api/artist-title/batch',
      body: { items: Array.from({ length: size }, (_, i) => pool[(b * size + i) % pool.length]) },
    }));
  const singles: BenchRequest[] = pool.map((l) => ({
    path: `/api/artist-title?name=${encodeURIComponent(l.name)}&title=${encodeURIComponent(l.title)}`,
  }));
  const durationS = Number(opts.duration);
  const rounds = Number(opts.rounds);
  console.log(`bench:match — ${lines.length} lines from ${origin}; ${rounds} rounds × ${durationS}s; ${target.url}`);

  const rows: { scenario: string; itemsPerRequest: number; f: LoadFigures }[] = [];
  for (const [size, connections] of [
    [100, 4],
    [1000, 2],
  ] as const) {
    // A round must see many requests complete: a 1,000-item batch takes seconds.
    const batchDurationS = Math.max(durationS, size / 20);
    rows.push({
      scenario: `batch of ${size} (${connections} connections, ${batchDurationS} s rounds)`,
      itemsPerRequest: size,
      f: await loadTest(target, `batch ${size}`, batches(size), { durationS: batchDurationS, connections, rounds }),
    });
  }
  // A single line may legitimately have no match (404 = honest "no match").
  const connections = Number(opts.connections);
  rows.push({
    scenario: `single GET (${connections} connections)`,
    itemsPerRequest: 1,
    f: await loadTest(target, 'single', singles, { durationS, connections, rounds, okStatuses: [404] }),
  });

  console.log('| scenario | items/s (median) | requests/s | p50 ms | p99 ms | failed / requests |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.scenario} | ${(r.f.rps * r.itemsPerRequest).toFixed(0)} | ${r.f.rps.toFixed(1)} | ${r.f.p50} | ${r.f.p99} | ${r.f.failed} / ${r.f.requests} |`,
    );
  }
  const batchBest = Math.max(...rows.filter((r) => r.itemsPerRequest > 1).map((r) => r.f.rps * r.itemsPerRequest));
  console.log(`match: batch_items_per_s=${batchBest.toFixed(0)}`);
}

/** Other traffic's median latency idle and while 1,000-item batches of maximal length run. */
async function abuse(target: BenchTarget, opts: CommonBenchOptions): Promise<void> {
  const f = await abusiveBatchFigures(target, { durationS: Math.max(20, Number(opts.duration)), connections: 4, inFlight: 2 });
  const got = Object.entries(f.statuses)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  console.log(
    `match-abuse: search_p50_idle_ms=${f.idleP50} search_p50_loaded_ms=${f.loadedP50} ratio=${(f.loadedP50 / Math.max(1, f.idleP50)).toFixed(2)} batch_statuses=${got} batch_median_ms=${f.batchMs}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
