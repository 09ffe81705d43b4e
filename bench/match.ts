/**
 * `npm run bench:match -- [--file <tsv>] [--duration 10] [--rounds 3] [--url <base> --token <t>]`
 *
 * Artist-title matching throughput with everything (Elasticsearch, PostgreSQL, Redis, the API) on
 * this machine: POST /api/artist-title/batch with batches of 100 and 1,000 items, and the single
 * GET /api/artist-title, over real radio-style lines. The lines are the query columns of a
 * labelled file in the `../shared/eval` format (`--file`, default the dev set) when it exists, else
 * "artist / title" pairs of catalog recordings (Billboard performer strings) so the bench runs on
 * the shipped data alone. Prints items/s (= batches/s × batch size) and p50/p99 per request
 * (medians over rounds). The bar is ≥ 300 items/s for the batch endpoint.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import {
  type BenchRequest,
  type CommonBenchOptions,
  type LoadFigures,
  benchProgram,
  loadTest,
  sample,
  startBenchTarget,
} from './bench-harness';

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
    .option('--file <tsv>', 'labelled lines (shared/eval format)', '../shared/eval/artist_title_dev.tsv')
    .parse()
    .opts<CommonBenchOptions & { file: string }>();
  const target = await startBenchTarget({ url: opts.url, token: opts.token, accountName: 'bench-match' });
  try {
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
  } finally {
    await target.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
